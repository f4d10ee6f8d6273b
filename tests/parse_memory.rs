//! Memory the VALUE parser uses on one long line (the contract: at most 10 MB plus twice the line),
//! measured by a counting allocator around `parse_value`, on the hostile lines the CLI
//! fuzzing found (each 10 MB).

use bbtool::parse::{MAX_DEPTH, parse_value};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The system allocator, counting live bytes and their peak.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
/// One measurement at a time: the test harness runs tests on several threads.
static ONE: Mutex<()> = Mutex::new(());

// SAFETY: every call is forwarded unchanged to the system allocator; the counters are
// only statistics.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(live, Ordering::Relaxed);
        // SAFETY: the caller's layout, passed on as `GlobalAlloc::alloc` requires.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: `ptr` came from `alloc` above with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

const LINE: usize = 10_000_000;

/// Peak bytes allocated while parsing `line` (beyond what was live before) and the
/// result as text.
fn peak_of(line: &str) -> (usize, String) {
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let shown = match parse_value(line) {
        Ok(v) => format!("ok {:#x}", v.0),
        Err(e) => e.to_string(),
    };
    (PEAK.load(Ordering::Relaxed) - before, shown)
}

fn check(name: &str, make: impl FnOnce() -> String) -> String {
    // Other tests' lines must not count: one test at a time builds and measures.
    let _one = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let line = &make();
    let (peak, shown) = peak_of(line);
    println!(
        "{name}: {} bytes, peak {peak} bytes: {shown:.120}",
        line.len()
    );
    // The contract is 10 MB plus twice the line; the parser keeps to a constant: it reads
    // one token ahead and an error keeps only the part of the input it shows.
    assert!(
        peak <= 64 << 10,
        "{name}: peak {peak} bytes for a {} byte line",
        line.len()
    );
    assert!(
        shown.len() < 400,
        "{name}: message of {} bytes",
        shown.len()
    );
    shown
}

#[test]
fn ten_million_open_parentheses_stop_at_the_nesting_limit() {
    let shown = check("(", || "(".repeat(LINE));
    assert!(shown.contains("nested too deeply"), "{shown}");
    assert!(
        shown.contains(&format!("(column {})", MAX_DEPTH + 1)),
        "{shown}"
    );
}

#[test]
fn a_long_valid_chain_of_ors() {
    let line = || "1|".repeat(LINE / 2) + "1";
    assert_eq!(check("1|", line), "ok 0x1");
}

#[test]
fn a_long_list_of_squares() {
    let line = || "e4,".repeat(LINE / 3) + "e4";
    assert_eq!(check("e4,", line), format!("ok {:#x}", 1u64 << 28));
}

#[test]
fn a_long_number() {
    let shown = check("0...1", || "0".repeat(LINE) + "1");
    assert_eq!(shown, "ok 0x1");
    let shown = check("9...9", || "9".repeat(LINE));
    assert!(shown.contains("does not fit in 64 bits"), "{shown}");
}

#[test]
fn a_long_unknown_word() {
    let shown = check("x", || "x".repeat(LINE));
    assert!(shown.starts_with("unknown name 'xxxx"), "{shown}");
    assert!(shown.contains("...'"), "{shown}");
}

#[test]
fn a_long_line_with_a_control_character_at_the_end() {
    let shown = check("escape", || "e4,".repeat(1000) + "\x1b]0;x\x07");
    assert!(shown.contains("unexpected character '\\u{1b}'"), "{shown}");
    assert!(!shown.chars().any(char::is_control), "{shown:?}");
}
