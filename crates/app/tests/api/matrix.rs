//! The authorization matrix: every route × {no session, other company, profile without the permission, profile
//! with it} → expected status. A route in the OpenAPI document that the table does not list fails the suite, so
//! every new module must extend this table.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::*;

/// What `{id}` stands for in a row.
#[derive(Clone, Copy)]
enum Id {
    None,
    /// An Andes project the "with" user is assigned to and the contractor is not.
    AndesProject,
    /// An id that exists nowhere.
    Random,
    /// An Andes position held by users.
    AndesPosition,
    /// An Andes profile held by users.
    AndesProfile,
    /// The Andes contractor user.
    AndesUser,
}

struct Row {
    method: Method,
    path: &'static str,
    body: Option<Value>,
    id: Id,
    /// Demo users for "without the permission" and "with it".
    without: &'static str,
    with: &'static str,
    /// anonymous, other company (admin.sur), without, with.
    expect: [u16; 4],
}

fn row(method: Method, path: &'static str, body: Option<Value>, id: Id, without: &'static str, with: &'static str, expect: [u16; 4]) -> Row {
    Row { method, path, body, id, without, with, expect }
}

fn table() -> Vec<Row> {
    use Method as M;
    let e = || Some(json!({}));
    vec![
        // Public routes: the same answer for everybody.
        row(M::GET, "/csrf-cookie", None, Id::None, "contratista", "admin", [204, 204, 204, 204]),
        row(M::POST, "/login", e(), Id::None, "contratista", "admin", [422, 422, 422, 422]),
        row(M::POST, "/logout", e(), Id::None, "contratista", "admin", [204, 204, 204, 204]),
        row(M::POST, "/register", e(), Id::None, "contratista", "admin", [422, 422, 422, 422]),
        row(M::GET, "/register/{id}", None, Id::Random, "contratista", "admin", [404, 404, 404, 404]),
        row(M::POST, "/api/password-reset", e(), Id::None, "contratista", "admin", [422, 422, 422, 422]),
        row(M::POST, "/api/password-reset/confirm", e(), Id::None, "contratista", "admin", [422, 422, 422, 422]),
        row(M::GET, "/api/health", None, Id::None, "contratista", "admin", [200, 200, 200, 200]),
        row(M::GET, "/api/ready", None, Id::None, "contratista", "admin", [200, 200, 200, 200]),
        // Any signed-in user.
        row(M::GET, "/api/me", None, Id::None, "contratista", "admin", [401, 200, 200, 200]),
        row(M::PUT, "/api/me/preferences", e(), Id::None, "contratista", "admin", [401, 200, 200, 200]),
        row(M::GET, "/api/notifications", None, Id::None, "contratista", "admin", [401, 200, 200, 200]),
        row(M::POST, "/api/notifications/read", Some(json!({"all": true})), Id::None, "contratista", "admin", [401, 200, 200, 200]),
        row(M::GET, "/api/events", None, Id::None, "contratista", "admin", [401, 200, 200, 200]),
        row(M::GET, "/api/activation-requests", None, Id::None, "contratista", "admin", [401, 200, 200, 200]),
        row(M::POST, "/api/activation-requests", e(), Id::None, "contratista", "admin", [401, 422, 422, 422]),
        // Projects: assignment decides; foreign or unassigned is 404.
        row(M::GET, "/api/projects", None, Id::None, "contratista", "admin", [401, 200, 200, 200]),
        row(M::GET, "/api/projects/{id}", None, Id::AndesProject, "contratista", "admin", [401, 404, 404, 200]),
        // Company setup needs config.projects.manage.
        row(M::POST, "/api/setup", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        // Integrations and webhooks (config.integrations.manage); no demo application exists, so `{id}` is random.
        row(M::GET, "/api/integrations/webhooks", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::PUT, "/api/integrations/webhooks", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::GET, "/api/webhooks/events", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::GET, "/api/webhooks/apps", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::POST, "/api/webhooks/apps", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::GET, "/api/webhooks/apps/{id}", None, Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::PUT, "/api/webhooks/apps/{id}", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::DELETE, "/api/webhooks/apps/{id}", None, Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::POST, "/api/webhooks/apps/{id}/secret", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::PUT, "/api/webhooks/apps/{id}/events", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::POST, "/api/webhooks/apps/{id}/test", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::GET, "/api/webhooks/apps/{id}/logs", None, Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::POST, "/api/webhooks/deliveries/{id}/replay", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::GET, "/api/api-keys", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::POST, "/api/api-keys", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::DELETE, "/api/api-keys/{id}", None, Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::GET, "/api/integrations", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::GET, "/api/integrations/connectors/{kind}", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::PUT, "/api/integrations/connectors/{kind}", e(), Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::GET, "/api/integrations/connectors/{kind}/logs", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::POST, "/api/integrations/connectors/{kind}/test", e(), Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::POST, "/api/integrations/connectors/hr/sync", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::GET, "/api/integrations/connectors/cloud_storage/status", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::GET, "/api/integrations/connectors/cloud_storage/browse", None, Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::POST, "/api/integrations/connectors/cloud_storage/export", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::POST, "/api/integrations/connectors/cloud_storage/import", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        // Configuration: positions and profiles (config.positions.manage / config.profiles.manage).
        row(M::GET, "/api/positions", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::POST, "/api/positions", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::PUT, "/api/positions/{id}", e(), Id::AndesPosition, "contratista", "admin", [401, 404, 403, 422]),
        row(M::DELETE, "/api/positions/{id}", e(), Id::AndesPosition, "contratista", "admin", [401, 404, 403, 422]),
        row(M::GET, "/api/permissions", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::GET, "/api/profiles", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::POST, "/api/profiles", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::GET, "/api/profiles/{id}", None, Id::AndesProfile, "contratista", "admin", [401, 404, 403, 200]),
        row(M::PUT, "/api/profiles/{id}", e(), Id::AndesProfile, "contratista", "admin", [401, 404, 403, 422]),
        row(M::DELETE, "/api/profiles/{id}", e(), Id::AndesProfile, "contratista", "admin", [401, 404, 403, 422]),
        row(M::PUT, "/api/profiles/{id}/permissions/{key}", Some(json!({"granted": true})), Id::AndesProfile, "contratista", "admin", [401, 404, 403, 422]),
        row(M::POST, "/api/profiles/{id}/duplicate", e(), Id::AndesProfile, "contratista", "admin", [401, 404, 403, 422]),
        // The account page and notification settings: every signed-in user, for themself.
        row(M::GET, "/api/account", None, Id::None, "contratista", "admin", [401, 200, 200, 200]),
        row(M::PUT, "/api/account", e(), Id::None, "contratista", "admin", [401, 422, 422, 422]),
        row(M::POST, "/api/account/password", e(), Id::None, "contratista", "admin", [401, 422, 422, 422]),
        row(M::GET, "/api/account/sessions", None, Id::None, "contratista", "admin", [401, 200, 200, 200]),
        row(M::DELETE, "/api/account/sessions/{id}", None, Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::POST, "/api/account/email-verification", None, Id::None, "contratista", "admin", [401, 422, 422, 422]),
        row(M::POST, "/api/email-verification/confirm", e(), Id::None, "contratista", "admin", [422, 422, 422, 422]),
        row(M::GET, "/api/account/signature", None, Id::None, "contratista", "admin", [401, 404, 404, 404]),
        row(M::PUT, "/api/account/signature", e(), Id::None, "contratista", "admin", [401, 422, 422, 422]),
        row(M::DELETE, "/api/account/signature", None, Id::None, "contratista", "admin", [401, 404, 404, 404]),
        row(M::GET, "/api/notification-settings", None, Id::None, "contratista", "admin", [401, 200, 200, 200]),
        row(M::PUT, "/api/notification-settings/{module}", Some(json!({"in_app": true, "email": true})), Id::None, "contratista", "admin", [401, 403, 403, 200]),
        // Configuration: users (config.users.manage).
        row(M::GET, "/api/users", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::POST, "/api/users", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::GET, "/api/users/{id}", None, Id::AndesUser, "contratista", "admin", [401, 404, 403, 200]),
        row(M::PUT, "/api/users/{id}", e(), Id::AndesUser, "contratista", "admin", [401, 404, 403, 422]),
        row(M::PUT, "/api/users/{id}/enabled", Some(json!({"enabled": true, "version": 1})), Id::AndesUser, "contratista", "admin", [401, 404, 403, 422]),
        row(M::POST, "/api/users/bulk", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::GET, "/api/user-imports", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::POST, "/api/user-imports", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::POST, "/api/user-imports/{id}/check", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::POST, "/api/user-imports/{id}/commit", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::GET, "/api/user-imports/{id}/file", None, Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::GET, "/api/user-limits", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        // Configuration: courses (config.courses.manage); holidays are read by anybody signed in.
        row(M::GET, "/api/courses", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::POST, "/api/courses", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::PUT, "/api/courses/{id}", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::DELETE, "/api/courses/{id}", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::GET, "/api/course-assignments", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::POST, "/api/course-assignments", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::POST, "/api/course-assignments/{id}/extend", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::POST, "/api/course-assignments/{id}/unassign", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::POST, "/api/course-assignments/{id}/complete", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::GET, "/api/holidays", None, Id::None, "contratista", "admin", [401, 200, 200, 200]),
        row(M::PUT, "/api/admin/holidays", Some(json!({"country": "XX", "date": "2026-01-01", "name": "x"})), Id::None, "admin", "soporte", [401, 403, 403, 422]),
        row(M::DELETE, "/api/admin/holidays", Some(json!({"country": "XX", "date": "2026-01-01", "name": "x"})), Id::None, "admin", "soporte", [401, 403, 403, 404]),
        // Configuration: site workers (config.workers.manage).
        row(M::GET, "/api/workers", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::POST, "/api/workers", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::PUT, "/api/workers/{id}", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::POST, "/api/workers/import", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        // Cbox (modulo_biblioteca; the contractor's profile lacks it). Items of nobody or another company are 404.
        row(M::GET, "/api/cbox/limits", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::GET, "/api/cbox/items", None, Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::DELETE, "/api/cbox/items", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::GET, "/api/cbox/items/{id}", None, Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::PUT, "/api/cbox/items/{id}", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::POST, "/api/cbox/folders", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::POST, "/api/cbox/items/move", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::POST, "/api/cbox/items/restore", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::GET, "/api/cbox/items/{id}/download", None, Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::GET, "/api/cbox/zip", None, Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::GET, "/api/cbox/items/{id}/shares", None, Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::PUT, "/api/cbox/items/{id}/shares/{user_id}", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::DELETE, "/api/cbox/items/{id}/shares/{user_id}", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::GET, "/api/cbox/share-candidates", None, Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::GET, "/api/cbox/items/{id}/records", None, Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        // BIM: reading needs the model's project; managing needs config.projects.manage (the contractor lacks it).
        row(M::GET, "/api/bim/models", None, Id::None, "contratista", "admin", [401, 422, 422, 422]),
        row(M::POST, "/api/bim/models", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::GET, "/api/bim/models/{id}", None, Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::PUT, "/api/bim/models/{id}", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::DELETE, "/api/bim/models/{id}", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::GET, "/api/bim/models/{id}/impact", None, Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::POST, "/api/bim/models/{id}/reprocess", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::GET, "/api/bim/models/{id}/tree", None, Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::GET, "/api/bim/models/{id}/elements", None, Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::GET, "/api/bim/models/{id}/elements/{global_id}", None, Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::POST, "/api/bim/models/{id}/elements/lookup", e(), Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::GET, "/api/bim/models/{id}/classes", None, Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::GET, "/api/bim/files/{id}/content", None, Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::PUT, "/api/bim/files/{id}/stage", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::DELETE, "/api/bim/files/{id}", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        // Cmanagement: every demo profile opens the module (a profile without it is tested in tickets_list.rs);
        // the contractor lacks the manage and configuration keys.
        row(M::GET, "/api/cmanagement/tickets", None, Id::None, "contratista", "admin", [401, 422, 422, 422]),
        row(M::POST, "/api/cmanagement/tickets", e(), Id::None, "contratista", "admin", [401, 422, 422, 422]),
        row(M::GET, "/api/cmanagement/tickets/{id}", None, Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::GET, "/api/cmanagement/bim/{id}/pins", None, Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::PUT, "/api/cmanagement/tickets/{id}", e(), Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::POST, "/api/cmanagement/tickets/{id}/actions", e(), Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::POST, "/api/cmanagement/tickets/bulk", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::GET, "/api/cmanagement/tickets/{id}/messages", None, Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::POST, "/api/cmanagement/tickets/{id}/messages", e(), Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::GET, "/api/cmanagement/attachments/{id}", None, Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::GET, "/api/cmanagement/tickets/{id}/activity", None, Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::GET, "/api/cmanagement/tickets/{id}/merge-candidates", None, Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::POST, "/api/cmanagement/tickets/{id}/merge", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::GET, "/api/cmanagement/tickets/{id}/merges", None, Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::POST, "/api/cmanagement/merges/{id}/undo", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        // Deliveries: the free plan (admin.sur) has no warranties module; supervisor has no deliveries key.
        // The owners' portal: an owner's bearer token, never a staff session (every staff user is anonymous here).
        row(M::POST, "/api/portal/sign-in", e(), Id::None, "supervisor", "admin", [422, 422, 422, 422]),
        row(M::POST, "/api/portal/links", e(), Id::None, "supervisor", "admin", [422, 422, 422, 422]),
        row(M::POST, "/api/portal/links/{token}", None, Id::Random, "supervisor", "admin", [404, 404, 404, 404]),
        row(M::GET, "/api/portal/embed/{id}", None, Id::Random, "supervisor", "admin", [404, 404, 404, 404]),
        row(M::POST, "/api/portal/sign-out", None, Id::None, "supervisor", "admin", [401, 401, 401, 401]),
        row(M::GET, "/api/portal/me", None, Id::None, "supervisor", "admin", [401, 401, 401, 401]),
        row(M::PUT, "/api/portal/me/password", e(), Id::None, "supervisor", "admin", [401, 401, 401, 401]),
        row(M::GET, "/api/portal/home", None, Id::None, "supervisor", "admin", [401, 401, 401, 401]),
        row(M::GET, "/api/portal/units/{id}", None, Id::Random, "supervisor", "admin", [401, 401, 401, 401]),
        row(M::GET, "/api/portal/documents/{id}", None, Id::Random, "supervisor", "admin", [401, 401, 401, 401]),
        row(M::GET, "/api/portal/requests", None, Id::None, "supervisor", "admin", [401, 401, 401, 401]),
        row(M::POST, "/api/portal/requests", e(), Id::None, "supervisor", "admin", [401, 401, 401, 401]),
        row(M::GET, "/api/portal/requests/{id}", None, Id::Random, "supervisor", "admin", [401, 401, 401, 401]),
        row(M::POST, "/api/portal/requests/{id}/messages", e(), Id::Random, "supervisor", "admin", [401, 401, 401, 401]),
        row(M::GET, "/api/portal/attachments/{id}", None, Id::Random, "supervisor", "admin", [401, 401, 401, 401]),
        row(M::POST, "/api/portal/orders/{id}/visit", e(), Id::Random, "supervisor", "admin", [401, 401, 401, 401]),
        row(M::GET, "/api/portal/ac/{id}/pdf", None, Id::Random, "supervisor", "admin", [401, 401, 401, 401]),
        row(M::POST, "/api/portal/ac/{id}/sign", e(), Id::Random, "supervisor", "admin", [401, 401, 401, 401]),
        // Quality: the free plan (admin.sur) has no quality module; contratista has no quality key, the inspector
        // registers progress but does not edit, the supervisor edits but does not configure.
        row(M::GET, "/api/quality/activities", None, Id::None, "contratista", "admin", [401, 403, 403, 422]),
        row(M::POST, "/api/quality/activities", e(), Id::None, "inspector", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/quality/activities/{id}", None, Id::Random, "contratista", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/quality/activities/{id}", e(), Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/quality/activities/{id}", None, Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/quality/activities/{id}/progress", e(), Id::Random, "contratista", "inspector", [401, 403, 403, 404]),
        row(M::POST, "/api/quality/activities/{id}/reschedule", e(), Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/quality/activities/{id}/move", e(), Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/quality/activities/{id}/history", None, Id::Random, "contratista", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/quality/activities/{id}/elements", None, Id::Random, "contratista", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/quality/activities/{id}/elements", e(), Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/quality/activities/{id}/elements/rule", e(), Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/quality/baseline", None, Id::None, "inspector", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/quality/gantt", None, Id::None, "contratista", "admin", [401, 403, 403, 422]),
        row(M::POST, "/api/quality/links", e(), Id::None, "inspector", "admin", [401, 403, 403, 422]),
        row(M::PUT, "/api/quality/links/{id}", e(), Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/quality/links/{id}", None, Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/quality/stages", None, Id::None, "contratista", "admin", [401, 403, 403, 422]),
        row(M::POST, "/api/quality/stages", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::PUT, "/api/quality/stages/{id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/quality/stages/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/quality/attributes", None, Id::None, "contratista", "admin", [401, 403, 403, 200]),
        row(M::POST, "/api/quality/attributes", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::PUT, "/api/quality/attributes/{id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/quality/attributes/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/quality/attributes/{id}/values", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/quality/values/{id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/quality/values/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/quality/value-imports/preview", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::POST, "/api/quality/value-imports", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/quality/schedule/export", None, Id::None, "contratista", "admin", [401, 403, 403, 422]),
        row(M::POST, "/api/quality/schedule/import", e(), Id::None, "inspector", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/quality/bim/{id}/progress", None, Id::Random, "contratista", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/verifications/people", None, Id::None, "contratista", "inspector", [401, 403, 403, 422]),
        // Concrete: the free plan (admin.sur) has no concrete module; the inspector has no concrete key, the
        // supervisor registers placements but does not configure.
        row(M::GET, "/api/concrete/settings", None, Id::None, "inspector", "admin", [401, 403, 403, 200]),
        row(M::PUT, "/api/concrete/settings", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/concrete/elements", None, Id::None, "inspector", "supervisor", [401, 403, 403, 200]),
        row(M::POST, "/api/concrete/elements", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::PUT, "/api/concrete/elements/{id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/concrete/elements/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/concrete/laboratories", None, Id::None, "inspector", "supervisor", [401, 403, 403, 200]),
        row(M::POST, "/api/concrete/laboratories", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::PUT, "/api/concrete/laboratories/{id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/concrete/laboratories/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/concrete/companies", None, Id::None, "inspector", "supervisor", [401, 403, 403, 200]),
        row(M::POST, "/api/concrete/companies", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::PUT, "/api/concrete/companies/{id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/concrete/companies/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/concrete/types", None, Id::None, "inspector", "supervisor", [401, 403, 403, 200]),
        row(M::POST, "/api/concrete/types", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::PUT, "/api/concrete/types/{id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/concrete/types/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/concrete/placements", None, Id::None, "inspector", "supervisor", [401, 403, 403, 422]),
        row(M::POST, "/api/concrete/placements", e(), Id::None, "inspector", "supervisor", [401, 403, 403, 422]),
        row(M::GET, "/api/concrete/placements/{id}", None, Id::Random, "inspector", "supervisor", [401, 403, 403, 404]),
        row(M::PUT, "/api/concrete/placements/{id}", e(), Id::Random, "inspector", "supervisor", [401, 403, 403, 404]),
        row(M::DELETE, "/api/concrete/placements/{id}", None, Id::Random, "inspector", "supervisor", [401, 403, 403, 404]),
        row(M::GET, "/api/concrete/lots", None, Id::None, "inspector", "supervisor", [401, 403, 403, 422]),
        row(M::GET, "/api/concrete/lots/{id}", None, Id::Random, "inspector", "supervisor", [401, 403, 403, 404]),
        row(M::POST, "/api/concrete/lots/{id}/close", e(), Id::Random, "inspector", "supervisor", [401, 403, 403, 404]),
        row(M::POST, "/api/concrete/lots/{id}/samples", e(), Id::Random, "inspector", "supervisor", [401, 403, 403, 404]),
        row(M::PUT, "/api/concrete/samples/{id}", e(), Id::Random, "inspector", "supervisor", [401, 403, 403, 404]),
        row(M::DELETE, "/api/concrete/samples/{id}", None, Id::Random, "inspector", "supervisor", [401, 403, 403, 404]),
        row(M::POST, "/api/concrete/imports/placements", e(), Id::None, "inspector", "supervisor", [401, 403, 403, 422]),
        row(M::POST, "/api/concrete/imports/samples", e(), Id::None, "inspector", "supervisor", [401, 403, 403, 422]),
        row(M::GET, "/api/concrete/imports/placements/template", None, Id::None, "inspector", "supervisor", [401, 403, 403, 200]),
        row(M::GET, "/api/concrete/imports/samples/template", None, Id::None, "inspector", "supervisor", [401, 403, 403, 200]),
        row(M::GET, "/api/concrete/advance", None, Id::None, "inspector", "supervisor", [401, 403, 403, 422]),
        // Verifications: the free plan (admin.sur) has no verifications module; the supervisor has neither
        // verifications-access nor verifications.upload (nor modulo_entregas, which also reads receptions).
        row(M::GET, "/api/verifications/templates", None, Id::None, "supervisor", "admin", [401, 403, 403, 200]),
        row(M::POST, "/api/verifications/templates", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/verifications/templates/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/verifications/templates/{id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/verifications/templates/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/verifications/templates/{id}/items", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/verifications/templates/{id}/items/{item_id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/verifications/templates/{id}/items/{item_id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/verifications/templates/{id}/items/order", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/verifications/templates/{id}/items/import", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/verifications/plans", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::POST, "/api/verifications/plans", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/verifications/plans/{id}/content", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/verifications/plans/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/verifications", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::POST, "/api/verifications", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/verifications/gantt", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/verifications/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/verifications/{id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/verifications/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/verifications/{id}/items/{item_id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/verifications/{id}/items/{item_id}/photos", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/verifications/{id}/close", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/verifications/{id}/pdf", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/verifications/photos/{id}/content", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/verifications/photos/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/verifications/observations", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::POST, "/api/verifications/observations/{id}/close", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/verifications/receptions", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::POST, "/api/verifications/receptions", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::POST, "/api/verifications/receptions/{id}/close", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/verifications/reception-settings", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::PUT, "/api/verifications/reception-settings", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/public/deliveries/{token}", None, Id::Random, "supervisor", "admin", [404, 404, 404, 404]),
        row(M::POST, "/api/public/deliveries/{token}", Some(json!({"answer": "confirm"})), Id::Random, "supervisor", "admin", [404, 404, 404, 404]),
        row(M::GET, "/api/warranties/unit-types", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::POST, "/api/warranties/unit-types", e(), Id::None, "inspector", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/warranties/unit-types/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/warranties/unit-types/{id}", e(), Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/warranties/unit-types/{id}", e(), Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/unit-types/{id}/export", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/unit-types/{id}/import", e(), Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/unit-types/{id}/nodes", e(), Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/unit-types/{id}/plans", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/unit-types/{id}/plans", e(), Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/warranties/nodes/{id}", e(), Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/warranties/nodes/{id}", e(), Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/plans/{id}/content", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/warranties/plans/{id}", e(), Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/severities", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::POST, "/api/warranties/severities", e(), Id::None, "inspector", "admin", [401, 403, 403, 422]),
        row(M::PUT, "/api/warranties/severities/{id}", e(), Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/warranties/severities/{id}", e(), Id::Random, "inspector", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/project", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::PUT, "/api/warranties/project", e(), Id::None, "inspector", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/warranties/project/logo", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::PUT, "/api/warranties/project/logo", e(), Id::None, "inspector", "admin", [401, 403, 403, 422]),
        row(M::DELETE, "/api/warranties/project/logo", e(), Id::None, "inspector", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/warranties/settings", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/warranties/inbox", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::PUT, "/api/warranties/inbox", Some(json!({"enabled": true})), Id::None, "inspector", "admin", [401, 403, 403, 422]),
        row(M::PUT, "/api/warranties/settings/{section}", e(), Id::None, "inspector", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/warranties/units", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::POST, "/api/warranties/units", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::POST, "/api/warranties/units/import", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/warranties/units/summary", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/warranties/units/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/warranties/units/{id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/warranties/units/{id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/units/{id}/owners", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/warranties/units/{id}/owners", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/units/{id}/revision", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/warranties/units/{id}/revision/{item_id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/units/{id}/revision/{item_id}/photos", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/units/{id}/details", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/warranties/units/{id}/details", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/units/{id}/files", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/units/{id}/files", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/files/{id}/content", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::DELETE, "/api/warranties/files/{id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/units/{id}/actions", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/units/{id}/act/preview", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/units/{id}/act/preview", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/units/{id}/act", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/acts/{id}/content", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/units/{id}/label", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/units/{id}/activity", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/agenda", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/warranties/responsibles", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        // After-sales: supervisor has no after-sales key; the free plan has no warranties module.
        row(M::GET, "/api/warranties/requests", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::POST, "/api/warranties/requests", e(), Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/warranties/requests/summary", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/warranties/requests/form", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/warranties/requests/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/warranties/requests/{id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/requests/{id}/actions", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/requests/{id}/notify", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/requests/{id}/activity", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/requests/{id}/messages", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/requests/{id}/messages", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/attachments/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/requests/{id}/merge-candidates", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/requests/{id}/merge", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/requests/{id}/merges", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/merges/{id}/undo", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/requests/{id}/failures", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/requests/{id}/failures", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/requests/{id}/checklist", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/warranties/failures/{id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/failures/{id}/actions", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/requests/{id}/failures/combine", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/failures/{id}/photos", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/requests/{id}/orders", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/requests/{id}/orders", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/orders/{id}", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::PUT, "/api/warranties/orders/{id}", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/orders/{id}/manage", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/orders/{id}/cancel", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/orders/{id}/visit", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/requests/{id}/ac", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/requests/{id}/ac", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/ac/{id}/sign", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::POST, "/api/warranties/ac/{id}/follow-up", e(), Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/ac/{id}/pdf", None, Id::Random, "supervisor", "admin", [401, 403, 403, 404]),
        row(M::GET, "/api/warranties/stats", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/warranties/stats/export", None, Id::None, "supervisor", "admin", [401, 403, 403, 422]),
        row(M::GET, "/api/cmanagement/tickets/{id}/tasks", None, Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::POST, "/api/cmanagement/tickets/{id}/tasks", e(), Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::PUT, "/api/cmanagement/tickets/{id}/tasks/{task_id}", e(), Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::DELETE, "/api/cmanagement/tickets/{id}/tasks/{task_id}", e(), Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::POST, "/api/cmanagement/tickets/{id}/tasks/template", e(), Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        row(M::GET, "/api/cmanagement/schedule", None, Id::None, "contratista", "admin", [401, 422, 422, 422]),
        row(M::GET, "/api/cmanagement/form", None, Id::None, "contratista", "admin", [401, 422, 422, 422]),
        row(M::GET, "/api/cmanagement/age", None, Id::None, "contratista", "admin", [401, 422, 422, 422]),
        row(M::GET, "/api/config/cmanagement/categories", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::POST, "/api/config/cmanagement/categories", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::PUT, "/api/config/cmanagement/categories/{id}", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::DELETE, "/api/config/cmanagement/categories/{id}", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::GET, "/api/config/cmanagement/custom-fields", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::POST, "/api/config/cmanagement/custom-fields", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::PUT, "/api/config/cmanagement/custom-fields/{id}", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::DELETE, "/api/config/cmanagement/custom-fields/{id}", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::GET, "/api/config/cmanagement/task-templates", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::POST, "/api/config/cmanagement/task-templates", e(), Id::None, "contratista", "admin", [401, 422, 403, 422]),
        row(M::PUT, "/api/config/cmanagement/task-templates/{id}", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::DELETE, "/api/config/cmanagement/task-templates/{id}", e(), Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        // Resumable uploads: a creation without Upload-Length is malformed for anybody signed in; an upload is
        // only ever its creator's (404 for everybody else).
        row(M::POST, "/api/uploads", e(), Id::None, "contratista", "admin", [401, 400, 400, 400]),
        row(M::PATCH, "/api/uploads/{id}", e(), Id::Random, "contratista", "admin", [401, 415, 415, 415]),
        row(M::DELETE, "/api/uploads/{id}", e(), Id::Random, "contratista", "admin", [401, 404, 404, 404]),
        // Provider staff only.
        row(M::PUT, "/api/admin/companies/{id}/user-limits", e(), Id::Random, "admin", "soporte", [401, 403, 403, 404]),
        row(M::GET, "/api/admin/activation-requests", None, Id::None, "admin", "soporte", [401, 403, 403, 200]),
        row(M::PUT, "/api/admin/activation-requests/{id}", Some(json!({"status": "enabled"})), Id::Random, "admin", "soporte", [401, 403, 403, 404]),
        // Billing: every plan reaches it (the free plan included, to ask for the upgrade); plans and invoices are
        // the provider's.
        row(M::GET, "/api/billing", None, Id::None, "contratista", "admin", [401, 200, 403, 200]),
        row(M::GET, "/api/billing/invoices/{id}/pdf", None, Id::Random, "contratista", "admin", [401, 404, 403, 404]),
        row(M::GET, "/api/admin/companies", None, Id::None, "admin", "soporte", [401, 403, 403, 200]),
        row(M::PUT, "/api/admin/companies/{id}/plan", e(), Id::Random, "admin", "soporte", [401, 403, 403, 422]),
        row(M::POST, "/api/admin/companies/{id}/trial-extension", e(), Id::Random, "admin", "soporte", [401, 403, 403, 422]),
        row(M::PUT, "/api/admin/companies/{id}/blocked", e(), Id::Random, "admin", "soporte", [401, 403, 403, 422]),
        row(M::GET, "/api/admin/companies/{id}/invoices", None, Id::Random, "admin", "soporte", [401, 403, 403, 404]),
        row(M::POST, "/api/admin/companies/{id}/invoices", e(), Id::Random, "admin", "soporte", [401, 403, 403, 422]),
        row(M::PUT, "/api/admin/invoices/{id}/status", e(), Id::Random, "admin", "soporte", [401, 403, 403, 422]),
        // Usage insights and the benchmark: not in the free plan (admin.sur).
        row(M::GET, "/api/ocinsights/usage", None, Id::None, "contratista", "admin", [401, 403, 403, 200]),
        row(M::GET, "/api/ocinsights/usage.xlsx", None, Id::None, "contratista", "admin", [401, 403, 403, 200]),
        row(M::GET, "/api/benchmark", None, Id::None, "contratista", "admin", [401, 403, 403, 200]),
        row(M::PUT, "/api/benchmark/opt-in", e(), Id::None, "contratista", "admin", [401, 403, 403, 422]),
        // Technical insights: the provider's staff only; for everybody else the routes do not exist.
        row(M::POST, "/api/tiinsights/sql", e(), Id::None, "admin", "soporte", [401, 404, 404, 422]),
        row(M::GET, "/api/tiinsights/logs", None, Id::None, "admin", "soporte", [401, 404, 404, 200]),
        row(M::GET, "/api/tiinsights/resources", None, Id::None, "admin", "soporte", [401, 404, 404, 200]),
        row(M::GET, "/api/tiinsights/dumps", None, Id::None, "admin", "soporte", [401, 404, 404, 200]),
        row(M::POST, "/api/tiinsights/dumps", None, Id::None, "admin", "soporte", [401, 404, 404, 201]),
        row(M::GET, "/api/tiinsights/dumps/{id}/download", None, Id::Random, "admin", "soporte", [401, 404, 404, 404]),
    ]
}

async fn status_of(client: &Client, method: Method, path: &str, body: Option<Value>) -> u16 {
    let mut req = client.http.request(method, format!("{}{}", client.base, path)).header("X-XSRF-TOKEN", &client.xsrf);
    if let Some(body) = body {
        req = req.json(&body);
    }
    // Only the status is read: /api/events is an endless stream.
    req.send().await.unwrap().status().as_u16()
}

#[tokio::test]
async fn every_route_answers_each_kind_of_caller_as_the_table_says() {
    let app = spawn().await;
    let admin = app.login("admin").await;
    let torre = project_id(&admin, "Torre Central").await;
    let random = uuid::Uuid::now_v7().to_string();
    let first_id = |body: serde_json::Value, name: &str| body["data"].as_array().unwrap().iter().find(|x| x["name"] == name).unwrap()["id"].as_str().unwrap().to_string();
    let position = first_id(admin.get("/api/positions").await.1, "Inspector de Calidad");
    let profile = first_id(admin.get("/api/profiles").await.1, "Inspector");
    let contractor = admin.get("/api/users?search=contratista").await.1["data"][0]["id"].as_str().unwrap().to_string();
    let mut failures = Vec::new();
    let mut signed_in: std::collections::HashMap<&str, Client> = std::collections::HashMap::new();
    for r in table() {
        let path = match r.id {
            Id::None => r.path.to_string(),
            Id::AndesProject => r.path.replace("{id}", &torre),
            Id::Random => r.path.replace("{id}", &random),
            Id::AndesPosition => r.path.replace("{id}", &position),
            Id::AndesProfile => r.path.replace("{id}", &profile),
            Id::AndesUser => r.path.replace("{id}", &contractor),
        }
        .replace("{key}", "modulo_hormigon")
        .replace("{module}", "concrete")
        .replace("{user_id}", &random)
        .replace("{item_id}", &random)
        .replace("{token}", &random)
        .replace("{section}", "general")
        .replace("{kind}", "planning");
        // A fresh anonymous client per row; the signed-in ones are kept while their session lives (a login costs
        // a password hash): /logout in one row signs a kept client out, and it signs in again for the next; a row's
        // GET /csrf-cookie gives it a new XSRF token, which it then sends.
        for user in ["admin.sur", r.without, r.with] {
            match signed_in.get_mut(user) {
                Some(kept) if kept.get("/api/me").await.0 == StatusCode::OK => kept.xsrf = kept.cookie("XSRF-TOKEN").unwrap(),
                _ => {
                    signed_in.insert(user, app.login(user).await);
                }
            }
        }
        let callers = [&app.client().await, &signed_in["admin.sur"], &signed_in[r.without], &signed_in[r.with]];
        for (i, caller) in callers.into_iter().enumerate() {
            let got = status_of(caller, r.method.clone(), &path, r.body.clone()).await;
            if got != r.expect[i] {
                let who = ["anonymous", "other company", r.without, r.with][i];
                failures.push(format!("{} {} as {who}: expected {}, got {got}", r.method, r.path, r.expect[i]));
            }
        }
    }
    assert!(failures.is_empty(), "authorization matrix mismatches:\n{}", failures.join("\n"));
}

#[test]
fn the_table_lists_every_route_of_the_api() {
    let doc = serde_json::to_value(app::http::openapi()).unwrap();
    let mut routes: Vec<String> = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for method in item.as_object().unwrap().keys().filter(|k| ["get", "post", "put", "patch", "delete"].contains(&k.as_str())) {
            routes.push(format!("{} {path}", method.to_uppercase()));
        }
    }
    let listed: Vec<String> = table().iter().map(|r| format!("{} {}", r.method, r.path)).collect();
    let missing: Vec<&String> = routes.iter().filter(|r| !listed.contains(r)).collect();
    let stale: Vec<&String> = listed.iter().filter(|r| !routes.contains(r)).collect();
    assert!(missing.is_empty(), "routes missing from the authorization matrix: {missing:?}");
    assert!(stale.is_empty(), "matrix rows for routes that do not exist: {stale:?}");
}

#[tokio::test]
async fn the_anonymous_401_sends_the_spa_to_login_with_the_spec_code() {
    let app = spawn().await;
    let (status, body) = app.client().await.get("/api/projects").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(body["code"], "auth.unauthenticated");
}
