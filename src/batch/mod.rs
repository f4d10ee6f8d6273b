//! The streaming pieces of batch mode that know nothing of the command line: cutting a
//! stream into lines ([`lines`]) and writing small results fast ([`digits`]).

pub mod digits;
pub mod lines;
