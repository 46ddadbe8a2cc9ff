//! Schedule interchange with the planning tools construction people use — MS Project XML
//! (MSPDI) and Primavera P6 XER, both ways — plus the critical path. Pure: bytes in, data
//! out; data in, bytes out. No I/O, no async, never a panic on any input.

pub mod cpm;
pub mod model;
pub mod mspdi;
mod util;
pub mod xer;

pub use cpm::{critical_path, CpmLink, CpmResult, CpmTask};
pub use model::{Error, Link, LinkKind, Schedule, Task, MAX_INPUT_BYTES, MAX_TASKS};
pub use mspdi::{read_mspdi, write_mspdi};
pub use xer::{read_xer, write_xer};
