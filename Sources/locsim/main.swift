import LocsimCLI

LocsimCommandLine().main()
