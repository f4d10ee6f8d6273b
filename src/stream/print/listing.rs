//! A set's members listed one by one in a scan order (Bitboard Serialization page): the
//! order's bitscan finds each member, and a table gives its text (its index, its name,
//! quoted or not), so a line costs a scan and one word store per member.

use super::OutBuf;
use crate::bitboard::{Bitboard, Square};
use crate::scan::{Scan, ScanOrder, Serializer};

/// The order members are listed in and the bitscan that finds them (a method of
/// `order.family()`).
#[derive(Clone, Copy, Debug)]
pub struct Walk {
    /// The scan order.
    pub order: ScanOrder,
    /// The bitscan method's function.
    pub scan: Scan,
}

impl Walk {
    /// Ascending order, by Rust's portable count of trailing zeros.
    pub const ASCENDING: Walk = Walk {
        order: ScanOrder::Forward,
        scan: |v| v.trailing_zeros(),
    };
}

/// The widest label: one word.
const WIDEST: usize = 8;

/// Each square's text in a listing, up to eight bytes: the bytes as a word, and the
/// length.
#[derive(Clone)]
pub(super) struct Labels {
    words: [u64; 64],
    lens: [u8; 64],
}

impl Labels {
    /// Labels `text(square)`, each at most eight bytes.
    pub(super) fn new(text: impl Fn(Square) -> String) -> Box<Labels> {
        let mut labels = Box::new(Labels {
            words: [0; 64],
            lens: [0; 64],
        });
        for (i, (word, len)) in labels.words.iter_mut().zip(&mut labels.lens).enumerate() {
            let text = text(Square::from_index(i as u32));
            assert!(text.len() <= WIDEST, "a label fits a word: {text}");
            let mut bytes = [0; WIDEST];
            bytes[..text.len()].copy_from_slice(text.as_bytes());
            *word = u64::from_le_bytes(bytes);
            *len = text.len() as u8;
        }
        labels
    }

    /// Index labels followed by `end` (`"0 "`, `"0,"`).
    pub(super) fn indices(end: char) -> Box<Labels> {
        Labels::new(|sq| format!("{}{end}", sq.index()))
    }

    /// Square-name labels between `quote`s, followed by `end` (`"a1 "`, `"\"a1\","`).
    pub(super) fn names(quote: &str, end: char) -> Box<Labels> {
        Labels::new(|sq| format!("{quote}{}{quote}{end}", sq.name()))
    }

    /// The most bytes a listing takes: 64 labels of the longest (a walk lists at most
    /// 64 members, though a wrong bitscan might repeat one).
    pub(super) fn widest(&self) -> usize {
        64 * usize::from(self.lens.iter().copied().max().unwrap_or(0))
    }

    /// Appends the label of each member of `v` in `walk`'s order (room checked by the
    /// caller).
    #[inline]
    pub(super) fn put(&self, out: &mut OutBuf, v: u64, walk: Walk) {
        for sq in Serializer::new(Bitboard(v), walk.order, walk.scan) {
            let i = sq.index();
            out.put(&self.words[i].to_le_bytes(), usize::from(self.lens[i]));
        }
    }

    /// Appends `v`'s listing with its last label's final byte replaced by `close`, or
    /// `close` alone for an empty set (a line's newline, an array's bracket).
    #[inline]
    pub(super) fn put_closed(&self, out: &mut OutBuf, v: u64, walk: Walk, close: u8) {
        let before = out.len;
        self.put(out, v, walk);
        if out.len == before {
            out.put(&[close], 1);
        } else {
            out.end_with(close);
        }
    }
}
