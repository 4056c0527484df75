// The full `locsim` command line (run, test, explore, models, …) with the coffee model registered
// beside the built-in ones, so `my-locsim run Scenarios/coffee.scenario` can name `nearby-coffee`.
import LocsimCLI
import MyAppModel

LocsimCommandLine(extraModels: [NearbyCoffeeModel.descriptor], programName: "my-locsim").main()
