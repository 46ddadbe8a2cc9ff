//! The processing states of an IFC file, in the order a file goes through them.

platform::string_enum!(
    pub enum State {
        Uploaded => "uploaded",
        Processing => "processing",
        Optimizing => "optimizing",
        Available => "available",
        Failed => "failed",
    }
);

impl State {
    /// For a model's summary: the least advanced file decides, and a failure outranks everything.
    pub fn order(self) -> u8 {
        match self {
            State::Failed => 0,
            State::Uploaded => 1,
            State::Processing => 2,
            State::Optimizing => 3,
            State::Available => 4,
        }
    }

    /// Waiting for or in the job.
    pub fn busy(self) -> bool {
        matches!(self, State::Uploaded | State::Processing | State::Optimizing)
    }
}
