import RunbookKit
