import DocrunCLI

DocrunCommand.main()
