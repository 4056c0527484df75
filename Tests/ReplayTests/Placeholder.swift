// Placeholder: SwiftPM needs a source file for the ReplayTests target until its issue adds tests.
