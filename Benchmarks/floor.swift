// The benchmark floor: the cheapest program that links what quizctl links
// (Foundation and FoundationNetworking) and prints one line. Every figure in
// Benchmarks/run.sh is a ratio to this program's time and memory.
import Foundation
import FoundationNetworking

print("floor \(ProcessInfo.processInfo.processIdentifier)")
