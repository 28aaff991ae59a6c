import QuizPlatform

extension LiveStore {
    func loadSettings() throws -> Settings? {
        try database.withConnection { try SettingsRow.load(from: $0) }
    }

    func saveSettings(_ settings: Settings) throws {
        try database.write { try SettingsRow.store(settings, in: $0) }
    }

    func updateSettings(_ change: (inout Settings) throws -> Void) throws {
        try database.write { database in
            var settings = try SettingsRow.load(from: database) ?? Settings()
            try change(&settings)
            try SettingsRow.store(settings, in: database)
        }
    }
}
