// Placeholder: SwiftPM needs a source file for the ReportsTests target until its issue adds tests.
