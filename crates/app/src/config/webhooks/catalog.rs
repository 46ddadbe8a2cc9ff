//! The events an application can subscribe to: one per domain event of the modules (issue 18). Each is raised
//! where the change is written, in its transaction (`emit::emit`), so an event is queued only when the change
//! commits.

/// (module, event). The module is the log's "module" column and groups the events on the screen.
pub const EVENTS: &[(&str, &str)] = &[
    ("cmanagement", "ticket.created"),
    ("cmanagement", "ticket.status_changed"),
    ("postventa", "request.created"),
    ("postventa", "request.status_changed"),
    ("entregas", "unit.created"),
    ("entregas", "unit.delivered"),
    ("cbox", "file.uploaded"),
    ("cbox", "file.deleted"),
    ("bim", "model.available"),
    ("bim", "model.deleted"),
    ("usuarios", "user.created"),
    ("usuarios", "user.updated"),
    ("calidad", "activity.progress_registered"),
    ("verificaciones", "verification.closed"),
    ("hormigon", "placement.created"),
    ("hormigon", "lot.non_conforming"),
];

/// The event of "send test event".
pub const TEST_EVENT: &str = "webhook.test";

/// The module of an event of the catalogue (or of the test event).
pub fn module_of(event: &str) -> Option<&'static str> {
    if event == TEST_EVENT {
        return Some("webhooks");
    }
    EVENTS.iter().find(|(_, e)| *e == event).map(|(m, _)| *m)
}
