import LocsimCLI
import RunLocsim

// The full locsim command line, with the app's view model registered as `model run`.
LocsimCommandLine(extraModels: [RunLocsim.app.descriptor], programName: "run-locsim").main()
