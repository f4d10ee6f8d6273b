//! The `bbtool` binary: all the work is in the library's `cli` module.
//!
//! `no_main`: Rust's own start-up (`lang_start`) sets up a handler that reports a main
//! thread stack overflow, and to find the main stack glibc parses `/proc/self/maps`.
//! That was 110,000 instructions and 21 system calls, about a sixth of a one-shot command's
//! start-up (callgrind, strace). bbtool bounds its recursion (the expression parser's
//! depth limit), so it keeps only the part of that start-up it needs: SIGPIPE ignored,
//! so that a closed pipe is an error `cli` handles instead of a signal that kills it.
#![no_main]

use std::ffi::{c_char, c_int};
use std::io::Write;

/// The C entry point: standard library initialization that bbtool needs, then the CLI.
#[unsafe(no_mangle)]
extern "C" fn main(_argc: c_int, _argv: *const *const c_char) -> c_int {
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to SIG_IGN before any other thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
    }
    let status = bbtool::cli::main();
    // `lang_start` would flush standard output at exit; nothing else does with no_main.
    let _ = std::io::stdout().flush();
    c_int::from(status)
}
