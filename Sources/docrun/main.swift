import DocrunCLI

DocrunCommand.start()
