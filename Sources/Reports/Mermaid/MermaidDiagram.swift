import Replay

/// The authorization, accuracy and UI state transitions of a run (or a suite of runs) as a Mermaid
/// `stateDiagram-v2`, in the form the seed measurements use, each edge labelled with what caused it:
/// the scenario step and the catalog rule.
///
/// A state diagram answers "which states can my app reach, and how?" at a glance; merged over a
/// suite it shows which transitions the suite covers. The order is the order of first occurrence, so
/// the same runs always give the same text.
///
/// ```swift
/// let diagram = MermaidDiagram.run(records)
/// print(diagram.text)
/// // stateDiagram-v2
/// //     [*] --> NotDetermined
/// //     NotDetermined --> WhenInUse: alert 'Allow Once' · AUTH-3
/// ```
public struct MermaidDiagram: Hashable, Sendable {
    /// One edge: in which machine, between which states, why, and how often it was taken.
    public struct Transition: Hashable, Sendable {
        /// `authorization`, `accuracy` or a UI key (`ui.screen`).
        public var machine: String
        /// The state before, or `[*]` for the first state seen.
        public var from: String
        /// The state after.
        public var to: String
        /// The step and rule that caused it; empty for the first state.
        public var cause: String
        /// How many times the runs took it.
        public var count: Int

        /// A transition taken `count` times.
        public init(machine: String, from: String, to: String, cause: String, count: Int = 1) {
            self.machine = machine
            self.from = from
            self.to = to
            self.cause = cause
            self.count = count
        }
    }

    /// Every distinct transition in order of first occurrence, at most ``transitionLimit``.
    public private(set) var transitions: [Transition] = []
    /// Distinct transitions past ``transitionLimit``, counted, not kept (the text says how many).
    public private(set) var leftOut = 0
    /// Where each kept transition is in ``transitions``.
    private var index: [Edge: Int] = [:]

    /// The most distinct transitions a diagram keeps: a run whose UI shows a new value every second
    /// still makes a diagram of bounded size, with the rest counted.
    public static let transitionLimit = 10_000

    /// What makes two transitions the same edge.
    private struct Edge: Hashable, Sendable {
        var machine: String
        var from: String
        var to: String
        var cause: String
    }

    /// An empty diagram, to merge runs into.
    public init() {}

    /// Adds a transition, or counts it again if already there.
    public mutating func add(_ transition: Transition) {
        let edge = Edge(machine: transition.machine, from: transition.from, to: transition.to, cause: transition.cause)
        if let known = index[edge] {
            transitions[known].count += transition.count
        } else if transitions.count < Self.transitionLimit {
            index[edge] = transitions.count
            transitions.append(transition)
        } else {
            leftOut += 1
        }
    }

    /// The transitions of one run, from its records in order.
    public static func run(_ records: [TraceRecord]) -> MermaidDiagram {
        var tracer = TransitionTracer()
        for record in records { tracer.observe(record) }
        return tracer.diagram
    }

    /// One diagram of several diagrams (a suite's runs, in the suite's order).
    public static func merged(_ diagrams: [MermaidDiagram]) -> MermaidDiagram {
        var merged = MermaidDiagram()
        for diagram in diagrams {
            for transition in diagram.transitions { merged.add(transition) }
            merged.leftOut += diagram.leftOut
        }
        return merged
    }

    /// One diagram of a suite: each run's records, merged in the order given.
    public static func suite(_ runs: [[TraceRecord]]) -> MermaidDiagram {
        merged(runs.map(run))
    }

    /// The Mermaid source: authorization at the top level, as the seed writes it, and every other
    /// machine as a composite state of its own.
    public var text: String {
        var out = "stateDiagram-v2\n"
        var machines = ["authorization", "accuracy"]
        for transition in transitions where !machines.contains(transition.machine) {
            machines.append(transition.machine)
        }
        for machine in machines {
            let edges = transitions.filter { $0.machine == machine }
            guard !edges.isEmpty else { continue }
            if machine == "authorization" {
                for edge in edges { out += "    " + Self.edgeLine(edge, from: edge.from, to: edge.to) }
                continue
            }
            let machineID = Self.identifier(machine)
            var states: [String] = []
            for edge in edges {
                for state in [edge.from, edge.to] where state != "[*]" && !states.contains(state) {
                    states.append(state)
                }
            }
            func id(_ state: String) -> String {
                state == "[*]" ? state : "\(machineID)_\(states.firstIndex(of: state)! + 1)"
            }
            out += "    state \"\(Self.label(machine))\" as \(machineID) {\n"
            for state in states { out += "        state \"\(Self.label(state))\" as \(id(state))\n" }
            for edge in edges { out += "        " + Self.edgeLine(edge, from: id(edge.from), to: id(edge.to)) }
            out += "    }\n"
        }
        if leftOut > 0 {
            out += "    %% only the first \(Self.transitionLimit) transitions are shown (\(leftOut) more left out)\n"
        }
        return out
    }

    static func edgeLine(_ edge: Transition, from: String, to: String) -> String {
        var line = "\(from) --> \(to)"
        var cause = label(edge.cause)
        if edge.count > 1 { cause += (cause.isEmpty ? "" : " ") + "×\(edge.count)" }
        if !cause.isEmpty { line += ": \(cause)" }
        return line + "\n"
    }

    /// Text Mermaid reads literally: no double quotes, semicolons, entity marks, braces or newlines.
    static func label(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\"": out.append("'")
            case ";": out.append(",")
            case "#": out.append("no.")
            case "{": out.append("(")
            case "}": out.append(")")
            case "\n", "\r", "\t": out.append(" ")
            default: out.append(character)
            }
        }
        return out
    }

    /// A Mermaid state ID from a machine name: letters, digits and underscores.
    static func identifier(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
