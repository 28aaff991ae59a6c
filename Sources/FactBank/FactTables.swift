import QuizPlatform

/// The facts the generated questions are made from, compiled into the binary
/// the way the offline pack is. `Scripts/generate-bank.py` writes them from
/// data packages (see the source line of each table); nothing here is read
/// at run time from anywhere else.
public enum FactTables {
    /// Every country of the tables, by ISO code; each region's are in a file of their own.
    static let countries: [Country] =
        (africaCountries + americasCountries + asiaCountries + europeCountries + oceaniaCountries).sorted { $0.code < $1.code }
}
