//! The ticket's states and actions (SPEC §4): N new, A open, P pending or in progress, P postponed, F finished.
//! The two P's are two internal codes with their own labels. [`transition`] is the whole state machine: what each
//! action needs and where it leads; anything else is refused with a 422 that says why.

use chrono::NaiveDate;
use platform::{i18n::Msg, ApiError, ApiResult};

platform::string_enum! {
    pub enum Status { New => "new", Open => "open", Pending => "pending", Postponed => "postponed", Finished => "finished" }
}

platform::string_enum! {
    pub enum Priority { Urgent => "urgent", High => "high", Medium => "medium", Low => "low" }
}

platform::string_enum! {
    pub enum Origin {
        DeliveryAct => "delivery_act", MobileApp => "mobile_app", OwnersPwa => "owners_pwa", OwnersWeb => "owners_web", Email => "email", Call => "call", Concrete => "concrete",
    }
}

platform::string_enum! {
    /// The composer's "send as" options (SPEC §4).
    pub enum SendAs { WaitingAgent => "waiting_agent", WaitingApplicant => "waiting_applicant", InProgress => "in_progress", Resolved => "resolved" }
}

platform::string_enum! {
    pub enum Action { Postpone => "postpone", Resume => "resume", Reopen => "reopen", Finish => "finish", Open => "open", SendAs => "send_as" }
}

impl Status {
    /// The letter the spec shows: N, A, P (pending and postponed alike), F.
    pub fn letter(self) -> &'static str {
        match self {
            Self::New => "N",
            Self::Open => "A",
            Self::Pending | Self::Postponed => "P",
            Self::Finished => "F",
        }
    }

    /// Still being worked on (not finished).
    pub fn is_live(self) -> bool {
        self != Self::Finished
    }
}

impl Priority {
    /// Urgent first.
    pub fn rank(self) -> i32 {
        match self {
            Self::Urgent => 0,
            Self::High => 1,
            Self::Medium => 2,
            Self::Low => 3,
        }
    }
}

/// What an action asks for.
#[derive(Debug, Default, Clone)]
pub struct Request {
    pub until: Option<NaiveDate>,
    pub send_as: Option<SendAs>,
    /// A justification (or message) was given.
    pub has_message: bool,
}

/// Where a legal action leads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    pub to: Status,
    pub send_as: Option<SendAs>,
    pub postponed_until: Option<NaiveDate>,
}

/// The state machine. `today` is the company's current date (the postponed-until date must be after it).
pub fn transition(from: Status, action: Action, request: &Request, today: NaiveDate) -> ApiResult<Change> {
    use Status::*;
    let refuse = |key: &'static str| Err(ApiError::field("action", Msg::new(key)));
    let to = |to: Status| Ok(Change { to, send_as: None, postponed_until: None });
    match action {
        Action::Postpone => {
            if !matches!(from, New | Open | Pending | Postponed) {
                return refuse("ticket.cannot_postpone");
            }
            let until = request.until.ok_or_else(|| ApiError::field("until", Msg::new("validation.required")))?;
            if until <= today {
                return Err(ApiError::field("until", Msg::new("validation.date_after").arg("date", today.format("%d/%m/%Y"))));
            }
            Ok(Change { to: Postponed, send_as: None, postponed_until: Some(until) })
        }
        Action::Resume if from == Postponed => to(Open),
        Action::Resume => refuse("ticket.cannot_resume"),
        Action::Reopen if from == Finished => to(Open),
        Action::Reopen => refuse("ticket.cannot_reopen"),
        Action::Finish if from == Finished => refuse("ticket.cannot_finish"),
        Action::Finish => justified(request, Finished),
        Action::Open if matches!(from, New | Pending) => to(Open),
        Action::Open => refuse("ticket.cannot_open"),
        Action::SendAs => {
            if !matches!(from, New | Open | Pending) {
                return refuse("ticket.cannot_send_as");
            }
            match request.send_as.ok_or_else(|| ApiError::field("send_as", Msg::new("validation.required")))? {
                SendAs::WaitingAgent => to(Open),
                SendAs::Resolved => justified(request, Finished),
                option => Ok(Change { to: Pending, send_as: Some(option), postponed_until: None }),
            }
        }
    }
}

/// Finishing needs a justification message (SPEC §5).
fn justified(request: &Request, to: Status) -> ApiResult<Change> {
    if !request.has_message {
        return Err(ApiError::field("message", Msg::new("ticket.justification_required")));
    }
    Ok(Change { to, send_as: None, postponed_until: None })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
    }

    fn ok(from: Status, action: Action, request: Request) -> Status {
        transition(from, action, &request, day(20)).expect("legal").to
    }

    fn refused(from: Status, action: Action, request: Request) -> String {
        let err = transition(from, action, &request, day(20)).expect_err("illegal");
        format!("{err:?}")
    }

    #[test]
    fn every_legal_transition_lands_where_the_spec_says() {
        use Status::*;
        let until = || Request { until: Some(day(25)), ..Default::default() };
        let justified = || Request { has_message: true, ..Default::default() };
        for from in [New, Open, Pending, Postponed] {
            assert_eq!(ok(from, Action::Postpone, until()), Postponed);
            assert_eq!(ok(from, Action::Finish, justified()), Finished);
        }
        assert_eq!(ok(Postponed, Action::Resume, Request::default()), Open);
        assert_eq!(ok(Finished, Action::Reopen, Request::default()), Open);
        assert_eq!(ok(New, Action::Open, Request::default()), Open);
        assert_eq!(ok(Pending, Action::Open, Request::default()), Open);
        let send = |option| Request { send_as: Some(option), has_message: true, ..Default::default() };
        assert_eq!(ok(New, Action::SendAs, send(SendAs::WaitingAgent)), Open);
        assert_eq!(ok(Open, Action::SendAs, send(SendAs::WaitingApplicant)), Pending);
        assert_eq!(ok(Open, Action::SendAs, send(SendAs::InProgress)), Pending);
        assert_eq!(ok(Pending, Action::SendAs, send(SendAs::Resolved)), Finished);
    }

    #[test]
    fn illegal_transitions_and_missing_inputs_are_refused_with_the_reason() {
        use Status::*;
        assert!(refused(Finished, Action::Postpone, Request { until: Some(day(25)), ..Default::default() }).contains("ticket.cannot_postpone"));
        for from in [New, Open, Pending, Finished] {
            assert!(refused(from, Action::Resume, Request::default()).contains("ticket.cannot_resume"));
        }
        for from in [New, Open, Pending, Postponed] {
            assert!(refused(from, Action::Reopen, Request::default()).contains("ticket.cannot_reopen"));
        }
        assert!(refused(Finished, Action::Finish, Request { has_message: true, ..Default::default() }).contains("ticket.cannot_finish"));
        for from in [Open, Postponed, Finished] {
            assert!(refused(from, Action::Open, Request::default()).contains("ticket.cannot_open"));
        }
        assert!(refused(Postponed, Action::SendAs, Request { send_as: Some(SendAs::InProgress), ..Default::default() }).contains("ticket.cannot_send_as"));
        assert!(refused(Open, Action::Finish, Request::default()).contains("ticket.justification_required"));
        assert!(refused(Open, Action::SendAs, Request { send_as: Some(SendAs::Resolved), ..Default::default() }).contains("ticket.justification_required"));
        assert!(refused(Open, Action::Postpone, Request::default()).contains("validation.required"));
        assert!(refused(Open, Action::Postpone, Request { until: Some(day(20)), ..Default::default() }).contains("validation.date_after"));
    }

    #[test]
    fn the_two_ps_are_distinct_codes_with_the_same_letter() {
        assert_eq!(Status::Pending.letter(), Status::Postponed.letter());
        assert_ne!(Status::Pending.as_str(), Status::Postponed.as_str());
        assert!(platform::string_enum::wire_names_match(&Status::variants(), Status::as_str));
        assert!(platform::string_enum::wire_names_match(&Origin::variants(), Origin::as_str));
        assert!(platform::string_enum::wire_names_match(&SendAs::variants(), SendAs::as_str));
    }
}
