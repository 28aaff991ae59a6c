import Foundation
import QuizPlatform

/// `quizctl settings`, `settings get KEY`, `settings set KEY VALUE`.
@MainActor
struct SettingsCommand {
    let stores: DataStores
    let console: Console

    func list() throws {
        let settings = try stores.settings.load()
        let rows = SettingKey.allCases.map { [$0.rawValue, $0.value(in: settings)] }
        for line in TextTable(header: [console.text(Strings.columnKey), console.text(Strings.columnValue)], rows: rows).lines {
            console.print(line)
        }
    }

    func get(_ arguments: ParsedArguments) throws {
        let key = try Self.key(arguments)
        console.print(key.value(in: try stores.settings.load()))
    }

    func set(_ arguments: ParsedArguments) throws {
        let key = try Self.key(arguments)
        let raw = arguments.string("VALUE") ?? ""
        let accepted = try stores.settings.update { settings in key.set(raw, in: &settings) }
        guard accepted else {
            throw UsageError.invalidValue(option: key.rawValue, value: raw, expected: key.allowed, path: ["settings", "set"])
        }
        console.note(Strings.settingSaved(key.rawValue, raw.lowercased()))
    }

    static func key(_ arguments: ParsedArguments) throws(UsageError) -> SettingKey {
        let raw = arguments.string("KEY") ?? ""
        guard let key = SettingKey(rawValue: raw.lowercased()) else {
            throw UsageError.invalidValue(
                option: "KEY", value: raw, expected: .oneOf(SettingKey.allCases.map(\.rawValue)), path: arguments.path)
        }
        return key
    }
}
