//! The schedule data model shared by every reader and writer: a flat list of tasks in WBS
//! order (a parent before its children) with parent uids for the hierarchy, plus the
//! dependency links between tasks. Dates are whole days; times of day are not kept.

use chrono::NaiveDate;

/// A whole schedule (one project) as read from or written to a planning tool's file.
#[derive(Debug, Clone, PartialEq)]
pub struct Schedule {
    pub name: String,
    /// In WBS order: a parent before its children, siblings in their file order.
    pub tasks: Vec<Task>,
    pub links: Vec<Link>,
}

/// One task (activity), summary task (WBS node) or milestone.
#[derive(Debug, Clone, PartialEq)]
pub struct Task {
    /// The source tool's task id (MSPDI `<UID>`, XER `task_id`, `wbs:<wbs_id>` for XER WBS
    /// nodes); unique in the schedule.
    pub uid: String,
    /// Uid of the WBS parent task (summary), `None` at the top.
    pub parent: Option<String>,
    pub name: String,
    /// Planned start (inclusive).
    pub start: NaiveDate,
    /// Planned finish (inclusive; a milestone has `start == finish`).
    pub finish: NaiveDate,
    pub actual_start: Option<NaiveDate>,
    pub actual_finish: Option<NaiveDate>,
    /// 0..=100.
    pub percent_complete: f64,
    pub milestone: bool,
    /// Planned/budget cost in the schedule's currency, if the file has one.
    pub cost: Option<f64>,
}

/// The four precedence relationship types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LinkKind {
    FinishToStart,
    StartToStart,
    FinishToFinish,
    StartToFinish,
}

/// A dependency: `successor` is constrained by `predecessor`, shifted by `lag_days`
/// (negative = lead).
#[derive(Debug, Clone, PartialEq)]
pub struct Link {
    pub predecessor: String,
    pub successor: String,
    pub kind: LinkKind,
    pub lag_days: i32,
}

/// Largest number of tasks a reader accepts.
pub const MAX_TASKS: usize = 50_000;
/// Largest input a reader accepts, in bytes.
pub const MAX_INPUT_BYTES: usize = 64 * 1024 * 1024;

/// Everything that can go wrong reading a schedule or computing its critical path.
/// Line numbers are 1-based lines of the input file.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Error {
    #[error("not a well-formed XML document (line {line}): {detail}")]
    NotXml { detail: String, line: usize },
    #[error("not an MS Project XML (MSPDI) file: {detail}")]
    NotMspdi { detail: String },
    #[error("not a Primavera P6 XER file (line {line}): {detail}")]
    NotXer { detail: String, line: usize },
    #[error("{table_or_element} (line {line}) lacks the field {field}")]
    MissingField {
        table_or_element: String,
        field: String,
        line: usize,
    },
    #[error("bad date {value:?} on line {line}")]
    BadDate { value: String, line: usize },
    #[error("a link or WBS reference points to task {uid}, which is not in the file")]
    UnknownTask { uid: String },
    #[error("task id {uid} appears more than once")]
    DuplicateUid { uid: String },
    #[error("cycle: {detail}")]
    Cycle { detail: String },
    #[error("too large: {detail}")]
    TooLarge { detail: String },
}

impl Schedule {
    /// Index of each task's parent in `tasks`, in `tasks` order (`None` at the top or when
    /// the parent uid is not in the schedule).
    pub fn parent_indices(&self) -> Vec<Option<usize>> {
        let index: std::collections::HashMap<&str, usize> = self
            .tasks
            .iter()
            .enumerate()
            .map(|(i, t)| (t.uid.as_str(), i))
            .collect();
        self.tasks
            .iter()
            .map(|t| t.parent.as_deref().and_then(|p| index.get(p).copied()))
            .collect()
    }

    /// Whether each task (in `tasks` order) has children, i.e. is a summary.
    pub fn has_children(&self) -> Vec<bool> {
        let mut out = vec![false; self.tasks.len()];
        for p in self.parent_indices().into_iter().flatten() {
            out[p] = true;
        }
        out
    }
}
