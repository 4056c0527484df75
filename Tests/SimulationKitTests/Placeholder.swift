// Placeholder: SwiftPM needs a source file for the SimulationKitTests target until its issue adds tests.
