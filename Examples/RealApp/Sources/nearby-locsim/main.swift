import LocsimCLI
import NearbyLocsim

// The full locsim command line, with the app's object registered as `model nearby`.
LocsimCommandLine(extraModels: [NearbyLocsim.app.descriptor], programName: "nearby-locsim").main()
