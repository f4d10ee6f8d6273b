//! A set's members listed one by one in a scan order (Bitboard Serialization page): the
//! order's bitscan finds each member, and a table gives its text (its index, its name,
//! quoted or not), so a line costs a scan and one word store per member, in one call of
//! the method's walk form (`scan::walk_labels`).

use super::OutBuf;
use crate::bitboard::Bitboard;
use crate::scan::{
    Scan, ScanOrder, SquareLabels, WALK_ROOM, WalkFn, trailing_zeros, walk_fn, walk_labels,
};

/// The order members are listed in and the bitscan that finds them (a method of
/// `order.family()`).
#[derive(Clone, Copy, Debug)]
pub struct Walk {
    /// The scan order.
    pub order: ScanOrder,
    /// The bitscan method's function.
    pub scan: Scan,
    /// The same method's walk form, where it has one: a call a set instead of a call a
    /// member.
    pub walk: Option<WalkFn>,
}

impl Walk {
    /// Ascending order, by the `trailing-zeros` method (Rust's portable count).
    pub const ASCENDING: Walk = Walk {
        order: ScanOrder::Forward,
        scan: trailing_zeros,
        walk: Some(walk_fn!(forward: trailing_zeros)),
    };
}

impl SquareLabels {
    /// Index labels followed by `end` (`"0 "`, `"0,"`).
    pub(super) fn indices(end: char) -> Box<SquareLabels> {
        SquareLabels::new(|sq| format!("{}{end}", sq.index()))
    }

    /// Square-name labels between `quote`s, followed by `end` (`"a1 "`, `"\"a1\","`).
    pub(super) fn names(quote: &str, end: char) -> Box<SquareLabels> {
        SquareLabels::new(|sq| format!("{quote}{}{quote}{end}", sq.name()))
    }

    /// Appends the label of each member of `v` in `walk`'s order (room checked by the
    /// caller: [`SquareLabels::widest`] a line, and the walk's stores within the
    /// buffer's slack).
    #[inline]
    pub(super) fn put(&self, out: &mut OutBuf, v: u64, walk: Walk) {
        let room = out.room::<WALK_ROOM>();
        out.len += walk_labels(Bitboard(v), walk.order, walk.scan, walk.walk, self, room);
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
