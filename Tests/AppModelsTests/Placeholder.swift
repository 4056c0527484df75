// Placeholder: SwiftPM needs a source file for the AppModelsTests target until its issue adds tests.
