// Placeholder: SwiftPM needs a source file for the LocsimCLITests target until its issue adds tests.
