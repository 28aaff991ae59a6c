import QuizPlatform

/// The facts the generated questions are made from, compiled into the binary
/// the way the offline pack is. `Scripts/generate-bank.py` writes them from
/// data packages (see the source line of each table); nothing here is read
/// at run time from anywhere else.
public enum FactTables {}
