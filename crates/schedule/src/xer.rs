//! Primavera P6 XER: tab-separated tables (`ERMHDR`, then `%T`/`%F`/`%R` blocks, `%E`).
//! The reader takes the first PROJECT of the file with its PROJWBS, TASK, TASKPRED and
//! (for costs) TASKRSRC rows; WBS nodes become summary tasks `wbs:<wbs_id>`, activities
//! tasks `<task_id>`. Lags are hours, 8 to a day. Input is UTF-8 when valid, else
//! Windows-1252; output is UTF-8.

mod build;
mod tables;
mod tree;
mod write;

use crate::model::{Error, Schedule, MAX_INPUT_BYTES};

pub use write::write_xer;

/// Working hours in a day, for `lag_hr_cnt` and durations.
const HOURS_PER_DAY: f64 = 8.0;

/// The tables the reader looks at; all others (CALENDAR, RSRC, …) are skipped.
const TABLES: [&str; 5] = ["PROJECT", "PROJWBS", "TASK", "TASKPRED", "TASKRSRC"];

/// Reads a P6 XER export.
pub fn read_xer(bytes: &[u8]) -> Result<Schedule, Error> {
    if bytes.len() > MAX_INPUT_BYTES {
        return Err(Error::TooLarge {
            detail: format!("{} bytes, over {MAX_INPUT_BYTES}", bytes.len()),
        });
    }
    let text = tables::decode(bytes);
    let tables = tables::parse_tables(&text, &TABLES)?;
    build::build(&tables)
}
