//! A one-line progress display on standard error, drawn only when standard error is a
//! terminal: `bench`'s families and `popcount --file`'s bytes. Written here rather than
//! taken from a crate: the progress-bar crates link the C maths library for their rate
//! estimates, which every run of bbtool then loads at start-up.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

/// What the progress counts.
#[derive(Clone, Copy, Debug)]
pub enum Unit {
    /// Things with this plural name (`3/40 families`).
    Items(&'static str),
    /// Bytes, shown in MiB with the rate.
    Bytes,
}

/// A progress line on standard error; drawn at most every 100 ms.
#[derive(Debug)]
pub struct Progress {
    len: u64,
    position: u64,
    unit: Unit,
    message: String,
    started: Instant,
    drawn: Option<Instant>,
}

/// The bar's width in cells.
const WIDTH: u64 = 30;

impl Progress {
    /// A progress line out of `len`, or `None` when standard error is not a terminal.
    pub fn new(len: u64, unit: Unit) -> Option<Progress> {
        std::io::stderr().is_terminal().then(|| Progress {
            len,
            position: 0,
            unit,
            message: String::new(),
            started: Instant::now(),
            drawn: None,
        })
    }

    /// Shows `message` after the counts (the item being worked on).
    pub fn set_message(&mut self, message: &str) {
        message.clone_into(&mut self.message);
        self.draw(true);
    }

    /// Advances by `n`.
    pub fn inc(&mut self, n: u64) {
        self.set_position(self.position.saturating_add(n));
    }

    /// Moves to `position`.
    pub fn set_position(&mut self, position: u64) {
        self.position = position.min(self.len);
        self.draw(false);
    }

    /// Clears the line, so that standard output written next starts at its beginning.
    pub fn clear(&mut self) {
        if self.drawn.take().is_some() {
            let _ = std::io::stderr().write_all(b"\r\x1b[2K");
        }
    }

    /// The line as drawn: the bar, the counts and the message.
    fn line(&self) -> String {
        let filled = (self.position * WIDTH)
            .checked_div(self.len)
            .unwrap_or(WIDTH);
        let bar: String = (0..WIDTH)
            .map(|cell| if cell < filled { '█' } else { '░' })
            .collect();
        let counts = match self.unit {
            Unit::Items(name) => format!("{}/{} {name}", self.position, self.len),
            Unit::Bytes => {
                const MIB: f64 = (1 << 20) as f64;
                let seconds = self.started.elapsed().as_secs_f64().max(1e-9);
                let done = self.position as f64 / MIB;
                format!(
                    "{done:.0}/{:.0} MiB {:.0} MiB/s",
                    self.len as f64 / MIB,
                    done / seconds
                )
            }
        };
        format!("{bar} {counts}  {}", self.message)
    }

    /// Draws the line unless it was drawn less than 100 ms ago (`now`: draw anyway).
    fn draw(&mut self, now: bool) {
        let due = self
            .drawn
            .is_none_or(|at| at.elapsed() >= Duration::from_millis(100));
        if now || due {
            let text = format!("\r\x1b[2K{}", self.line());
            let _ = std::io::stderr().write_all(text.as_bytes());
            self.drawn = Some(Instant::now());
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(position: u64, len: u64, unit: Unit) -> Progress {
        Progress {
            len,
            position,
            unit,
            message: "rook-attacks".into(),
            started: Instant::now(),
            drawn: None,
        }
    }

    #[test]
    fn the_line_shows_the_bar_the_counts_and_the_message() {
        let line = at(3, 12, Unit::Items("families")).line();
        assert_eq!(
            line,
            format!(
                "{}{} 3/12 families  rook-attacks",
                "█".repeat(7),
                "░".repeat(23)
            )
        );
        assert!(
            at(0, 0, Unit::Items("families"))
                .line()
                .starts_with(&"█".repeat(30))
        );
        let bytes = at(512 << 20, 1 << 30, Unit::Bytes).line();
        assert!(bytes.contains(" 512/1024 MiB "), "{bytes}");
        assert!(
            bytes.starts_with(&format!("{}░", "█".repeat(15))),
            "{bytes}"
        );
    }
}
