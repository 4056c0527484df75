// Placeholder: SwiftPM needs a source file for the LocationSystemTests target until its issue adds tests.
