/// The result of one step of a command that may end it early: a value to go on with, or the exit
/// status to stop with (its message already written).
enum CommandStep<Value> {
    /// Go on with this.
    case proceed(Value)
    /// Stop with this status.
    case stop(ExitCode)
}
