import LocsimCLI

LocsimCommandLine(programName: "locsim-bench", subcommands: [BenchCommandLine.hold]).main()
