// The benchmark floor: the cheapest Swift program that links what quizctl
// links (FoundationEssentials) and prints one line. run.sh builds it twice: with the
// Swift libraries linked statically, as quizctl's release is (the floor of
// the rows' memory), and dynamically (a reference row: what static saves).
import FoundationEssentials

print("floor \(ProcessInfo.processInfo.processIdentifier)")
