//! Page-aligned read buffers, and a reader thread that fills them ahead of their use.
//!
//! The kernel copies a file into a buffer that starts 16 bytes past a cache line (where
//! `malloc` puts a large block) several times slower than into an aligned one: reading
//! 190 MB from the page cache took 84 ms of system time into `vec![0; 256 KiB]` and 15 ms
//! into the same buffer aligned to a page (Zen 3, `rep movsb` in `copy_to_user`). Every
//! buffer bbtool reads standard input or a file into is therefore one of these.

use std::io::{self, Read};
use std::sync::OnceLock;
use std::sync::mpsc::{
    Receiver, RecvError, RecvTimeoutError, SyncSender, TryRecvError, sync_channel,
};
use std::time::{Duration, Instant};

/// How long [`ReadAhead::next_chunk_or`] waits for the next bytes before it calls its
/// `idle`: far longer than a read of a file takes, short for a person at a terminal.
pub const IDLE: Duration = Duration::from_millis(20);

/// How long a thread polls a channel for the other thread's hand-off before it sleeps on
/// it: on the measured VM a wake-up from sleep cost more than the wait (10 M lines, Intel
/// Xeon, alternating: reading ahead, `bit blsr - -f hex` 80 → 72 ms, decimal input
/// `show - -f hex` 100 → 83; printing apart, `attacks queen --from - -f dec` 109 → 88).
/// A hand-off comes every read or batch, so a thread polls at most this long for each.
const POLL: Duration = Duration::from_micros(200);

/// How long [`poll`] polls here: [`POLL`] where the process may run on more than one CPU;
/// on one, not at all, as the thread polled for could not run meanwhile (`show - -f dec`
/// on one CPU of the Intel Xeon took 0.11 s without polling, 0.25 s with it).
fn poll_time() -> Duration {
    static MORE_THAN_ONE_CPU: OnceLock<bool> = OnceLock::new();
    let more = *MORE_THAN_ONE_CPU
        .get_or_init(|| std::thread::available_parallelism().is_ok_and(|n| n.get() > 1));
    if more { POLL } else { Duration::ZERO }
}

/// The next message of `rx` if one comes within [`poll_time`] (an error if every sender
/// is gone); `None` if none came, and the caller then sleeps on `rx`.
pub(crate) fn poll<T>(rx: &Receiver<T>) -> Option<Result<T, RecvError>> {
    let (start, limit) = (Instant::now(), poll_time());
    loop {
        match rx.try_recv() {
            Ok(message) => return Some(Ok(message)),
            Err(TryRecvError::Disconnected) => return Some(Err(RecvError)),
            Err(TryRecvError::Empty) if start.elapsed() < limit => std::hint::spin_loop(),
            Err(TryRecvError::Empty) => return None,
        }
    }
}

/// The next message of `rx`, polled for (see [`poll`]), then waited for.
pub(crate) fn recv_soon<T>(rx: &Receiver<T>) -> Result<T, RecvError> {
    poll(rx).unwrap_or_else(|| rx.recv())
}

/// The alignment of the buffer's first byte.
const PAGE: usize = 4096;

/// A zeroed byte buffer of a fixed length whose first byte is page aligned.
pub struct AlignedBuffer {
    storage: Vec<u8>,
    offset: usize,
    len: usize,
}

impl AlignedBuffer {
    /// A buffer of `len` bytes.
    pub fn new(len: usize) -> AlignedBuffer {
        let storage = vec![0u8; len + PAGE];
        // align_offset may decline to answer; an unaligned buffer is only slower.
        let offset = match storage.as_ptr().align_offset(PAGE) {
            o if o < PAGE => o,
            _ => 0,
        };
        AlignedBuffer {
            storage,
            offset,
            len,
        }
    }

    /// The whole buffer.
    pub fn bytes(&self) -> &[u8] {
        &self.storage[self.offset..self.offset + self.len]
    }

    /// The whole buffer, writable.
    pub fn bytes_mut(&mut self) -> &mut [u8] {
        &mut self.storage[self.offset..self.offset + self.len]
    }

    /// Reads until the buffer is full or `reader` ends, retrying interrupted reads; returns
    /// how many bytes it holds. Short reads (pipes) do not end the fill early.
    pub fn fill_from<R: Read>(&mut self, reader: &mut R) -> io::Result<usize> {
        let buffer = self.bytes_mut();
        let mut filled = 0;
        while filled < buffer.len() {
            match reader.read(&mut buffer[filled..]) {
                Ok(0) => break,
                Ok(n) => filled += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        Ok(filled)
    }

    /// One read into the start of the buffer, retrying interrupted reads: what a pipe has
    /// now, so that an interactive line is answered without waiting for a full buffer.
    pub fn read_once<R: Read>(&mut self, reader: &mut R) -> io::Result<usize> {
        loop {
            match reader.read(self.bytes_mut()) {
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                other => return other,
            }
        }
    }
}

/// One read's worth of bytes, or the error that ended the stream.
type Chunk = io::Result<(AlignedBuffer, usize)>;

/// Where [`ReadAhead`]'s next chunk comes from.
enum Source {
    /// The caller's thread reads, until a second read returns bytes (or, when held, until
    /// asked): most piped inputs (`echo 0xff | bbtool ...`) end before that, and a thread
    /// would cost them more than the reads (0.7 ms of wall time on the measured VM, for
    /// one line).
    Here(Box<dyn Read + Send>),
    /// A reader thread fills the buffers ahead of the caller.
    Thread {
        full: Receiver<Chunk>,
        empty: SyncSender<AlignedBuffer>,
    },
    /// The stream ended, or a read failed.
    Done,
}

/// Reads a stream on a second thread into a few recycled buffers, so that the kernel's
/// copy of the next chunk overlaps the caller's work on this one (batch mode spends about
/// a third of its time in that copy). Memory stays at `buffers` buffers. The thread
/// starts only once the stream has more than one read's worth, or, when held, when the
/// owner asks.
pub struct ReadAhead {
    source: Source,
    current: Option<AlignedBuffer>,
    size: usize,
    buffers: usize,
    /// Whether the reader thread starts by itself at the second read (else only when
    /// [`ReadAhead::read_on_a_thread`] asks).
    ahead_from_second: bool,
    /// How long the last read made on the caller's thread took (what a caller that
    /// holds its reads measures).
    last_read: Duration,
}

impl ReadAhead {
    /// Reads `reader` into at most `buffers` buffers of `size` bytes.
    pub fn new<R: Read + Send + 'static>(reader: R, size: usize, buffers: usize) -> ReadAhead {
        ReadAhead {
            source: Source::Here(Box::new(reader)),
            current: None,
            size,
            buffers: buffers.max(1),
            ahead_from_second: true,
            last_read: Duration::ZERO,
        }
    }

    /// Keeps the reads on the calling thread until [`ReadAhead::read_on_a_thread`]: for
    /// a caller that first measures its reads against its work.
    pub fn hold(&mut self) {
        self.ahead_from_second = false;
    }

    /// Starts the reader thread now, if the reads are still made on the calling thread.
    pub fn read_on_a_thread(&mut self) -> io::Result<()> {
        self.source = match std::mem::replace(&mut self.source, Source::Done) {
            Source::Here(reader) => spawn_reader(reader, self.size, self.buffers - 1)?,
            started_or_done => started_or_done,
        };
        Ok(())
    }

    /// The bytes of the next read: what one `read` returned (a whole buffer from a file,
    /// what is there now from a pipe), empty at the end of the stream.
    pub fn next_chunk(&mut self) -> io::Result<&[u8]> {
        self.next_chunk_or(|| Ok(()))
    }

    /// [`ReadAhead::next_chunk`], calling `idle` first when the next bytes are not there
    /// within [`IDLE`] (input typed at a terminal, or a `tail -f`), or before a read on
    /// this thread that may wait for them: the caller's chance to show what it has.
    pub fn next_chunk_or(&mut self, idle: impl FnOnce() -> io::Result<()>) -> io::Result<&[u8]> {
        match &mut self.source {
            Source::Here(reader) => {
                // A current buffer holds an earlier read's bytes: this read may wait for
                // more, so the caller shows what it has first.
                let later_read = self.current.is_some();
                if later_read {
                    idle()?;
                }
                let mut buffer = match self.current.take() {
                    Some(buffer) => buffer,
                    None => AlignedBuffer::new(self.size),
                };
                let start = Instant::now();
                let read = buffer.read_once(reader);
                self.last_read = start.elapsed();
                let n = match read {
                    Ok(n) => n,
                    Err(e) => {
                        self.source = Source::Done;
                        return Err(e);
                    }
                };
                if n == 0 {
                    self.source = Source::Done;
                    return Ok(&[]);
                }
                if later_read && self.ahead_from_second {
                    // The stream is longer than one read: read ahead from here on.
                    self.read_on_a_thread()?;
                }
                Ok(&self.current.insert(buffer).bytes()[..n])
            }
            Source::Thread { full, empty } => {
                if let Some(done) = self.current.take() {
                    // The reader thread may have ended at the end of the stream: nothing
                    // to refill.
                    let _ = empty.send(done);
                }
                let polled = poll(full).map(|chunk| chunk.map_err(RecvTimeoutError::from));
                let chunk = match polled.unwrap_or_else(|| full.recv_timeout(IDLE)) {
                    Err(RecvTimeoutError::Timeout) => {
                        idle()?;
                        full.recv().map_err(|_| RecvTimeoutError::Disconnected)
                    }
                    chunk => chunk,
                };
                match chunk {
                    Ok(Ok((buffer, n))) => Ok(&self.current.insert(buffer).bytes()[..n]),
                    Ok(Err(e)) => Err(e),
                    Err(_) => Ok(&[]),
                }
            }
            Source::Done => Ok(&[]),
        }
    }

    /// How long the last read on the caller's thread took, waits for the writer of a pipe
    /// included.
    pub fn last_read_time(&self) -> Duration {
        self.last_read
    }

    /// Whether a reader thread was started.
    #[cfg(test)]
    fn reads_ahead(&self) -> bool {
        matches!(self.source, Source::Thread { .. })
    }
}

/// Starts a thread that reads `reader` into `spare` new buffers of `size` bytes and into
/// the buffers the caller hands back.
fn spawn_reader(mut reader: Box<dyn Read + Send>, size: usize, spare: usize) -> io::Result<Source> {
    // One more slot than spare buffers: the caller's current buffer comes back too.
    let (full_tx, full) = sync_channel::<Chunk>(spare + 1);
    let (empty, empty_rx) = sync_channel::<AlignedBuffer>(spare + 1);
    for _ in 0..spare {
        // Cannot fail: the channel has room for every buffer and its receiver is here.
        let _ = empty.send(AlignedBuffer::new(size));
    }
    std::thread::Builder::new()
        .name("bbtool-read".into())
        .spawn(move || {
            // Ends at the end of the stream, on an error, or when the reader side is gone.
            while let Ok(mut buffer) = recv_soon(&empty_rx) {
                let chunk = buffer.read_once(&mut reader).map(|n| (buffer, n));
                let last = !matches!(chunk, Ok((_, n)) if n > 0);
                if full_tx.send(chunk).is_err() || last {
                    return;
                }
            }
        })?;
    Ok(Source::Thread { full, empty })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn poll_takes_a_message_within_its_time_else_leaves_the_wait_to_the_caller() {
        let (tx, rx) = std::sync::mpsc::channel();
        tx.send(7).unwrap();
        assert_eq!(poll(&rx), Some(Ok(7)));
        let start = Instant::now();
        assert_eq!(poll(&rx), None, "nothing sent");
        assert!(
            start.elapsed() >= poll_time(),
            "polled for its whole time first"
        );
        let late = std::thread::spawn(move || {
            std::thread::sleep(POLL / 4);
            tx.send(8).unwrap();
        });
        assert_eq!(recv_soon(&rx), Ok(8));
        late.join().unwrap();
        assert_eq!(poll(&rx), Some(Err(RecvError)), "every sender gone");
    }

    #[test]
    fn buffer_is_page_aligned_and_fills_from_short_reads() {
        let mut buffer = AlignedBuffer::new(10);
        assert_eq!(buffer.bytes().as_ptr() as usize % PAGE, 0);
        assert_eq!(buffer.bytes().len(), 10);
        // A reader that hands out three bytes at a time still fills the buffer.
        let data: Vec<u8> = (0..25).collect();
        let mut reader = io::Cursor::new(data).take(25);
        struct Trickle<R>(R);
        impl<R: Read> Read for Trickle<R> {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                let n = buf.len().min(3);
                self.0.read(&mut buf[..n])
            }
        }
        let mut trickle = Trickle(&mut reader);
        assert_eq!(buffer.fill_from(&mut trickle).unwrap(), 10);
        assert_eq!(buffer.bytes(), &(0..10).collect::<Vec<u8>>()[..]);
        assert_eq!(buffer.read_once(&mut trickle).unwrap(), 3);
        assert_eq!(&buffer.bytes()[..3], &[10, 11, 12]);
    }

    #[test]
    fn read_ahead_yields_the_stream_in_order_then_empty() {
        let data: Vec<u8> = (0..100_000u32).map(|i| (i % 251) as u8).collect();
        let mut ahead = ReadAhead::new(io::Cursor::new(data.clone()), 4096, 3);
        let mut seen = Vec::new();
        loop {
            let chunk = ahead.next_chunk().unwrap();
            if chunk.is_empty() {
                break;
            }
            assert_eq!(chunk.as_ptr() as usize % PAGE, 0);
            seen.extend_from_slice(chunk);
        }
        assert_eq!(seen, data);
        assert!(ahead.reads_ahead(), "25 reads: read ahead after the second");
        // Asking again after the end stays at the end.
        assert!(ahead.next_chunk().unwrap().is_empty());
    }

    #[test]
    fn a_stream_of_one_read_needs_no_thread() {
        let mut ahead = ReadAhead::new(io::Cursor::new(b"0xff\n".to_vec()), 4096, 3);
        assert_eq!(ahead.next_chunk().unwrap(), b"0xff\n");
        assert!(ahead.next_chunk().unwrap().is_empty());
        assert!(!ahead.reads_ahead());
        assert!(ahead.next_chunk().unwrap().is_empty());
    }

    #[test]
    fn a_stream_of_two_reads_goes_on_in_a_thread() {
        // Two chunks, then the end: the second read starts the thread, which finds the end.
        let data: Vec<u8> = (0..6000u32).map(|i| (i % 7) as u8).collect();
        let mut ahead = ReadAhead::new(io::Cursor::new(data.clone()), 4096, 2);
        let first = ahead.next_chunk().unwrap().to_vec();
        assert!(!ahead.reads_ahead());
        let second = ahead.next_chunk().unwrap().to_vec();
        assert!(ahead.reads_ahead());
        assert!(ahead.next_chunk().unwrap().is_empty());
        assert_eq!([first, second].concat(), data);
    }

    #[test]
    fn a_held_stream_reads_here_until_asked_then_on_a_thread() {
        let data: Vec<u8> = (0..40_000u32).map(|i| (i % 13) as u8).collect();
        let mut ahead = ReadAhead::new(io::Cursor::new(data.clone()), 4096, 3);
        ahead.hold();
        let mut seen = Vec::new();
        let mut idles = 0;
        for _ in 0..4 {
            let chunk = ahead
                .next_chunk_or(|| {
                    idles += 1;
                    Ok(())
                })
                .unwrap();
            seen.extend_from_slice(chunk);
            assert!(!ahead.reads_ahead());
        }
        // Every read after the first may wait: the caller was asked to show its output.
        assert_eq!(idles, 3);
        ahead.read_on_a_thread().unwrap();
        assert!(ahead.reads_ahead());
        // Asking again changes nothing: the thread goes on.
        ahead.read_on_a_thread().unwrap();
        assert!(ahead.reads_ahead());
        loop {
            let chunk = ahead.next_chunk().unwrap();
            if chunk.is_empty() {
                break;
            }
            seen.extend_from_slice(chunk);
        }
        assert_eq!(seen, data);
    }

    #[test]
    fn read_ahead_passes_on_a_read_error() {
        struct Broken;
        impl Read for Broken {
            fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
                Err(io::Error::other("disk on fire"))
            }
        }
        let mut ahead = ReadAhead::new(Broken, 64, 2);
        let err = ahead.next_chunk().unwrap_err();
        assert_eq!(err.to_string(), "disk on fire");
    }
}
