// The life cycle every encoder goes through, and the message each state
// gives when the encoder is used again after it ended.
import ImageFiles

/// Life cycle shared by the encoders.
enum EncoderState: Equatable {
    case open, finished, cancelled, failed

    func checkOpen(_ path: String) throws {
        switch self {
        case .open: return
        case .finished: throw MediaError(.misuse, "The encoder for \(path) is already finished; make a new encoder.")
        case .cancelled: throw MediaError.cancelledError
        case .failed: throw MediaError(.misuse, "The encoder for \(path) failed earlier and removed its output; make a new encoder.")
        }
    }
}
