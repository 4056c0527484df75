// Placeholder: SwiftPM needs a source file for the ExplorationTests target until its issue adds tests.
