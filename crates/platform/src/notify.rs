//! In-app notifications: persisted (My tasks lists the last 15 days), then pushed live over SSE.

use chrono::Utc;
use sea_orm::{ConnectionTrait, EntityTrait, Set};
use uuid::Uuid;

use crate::{entities::{notification, notification_setting}, error::ApiResult, events::{Event, Events}, ids::new_id};

/// What a notification says and where it leads.
#[derive(Debug, Clone)]
pub struct Notice {
    pub company_id: Uuid,
    pub user_id: Uuid,
    pub project_id: Option<Uuid>,
    pub module: &'static str,
    pub title: String,
    pub body: String,
    pub link: Option<String>,
}

/// The user's choice for a module: (in the app, by e-mail); both on unless they turned one off.
pub async fn channels<C: ConnectionTrait>(db: &C, user_id: Uuid, module: &str) -> ApiResult<(bool, bool)> {
    let row = notification_setting::Entity::find_by_id((user_id, module.to_string())).one(db).await?;
    Ok(row.map_or((true, true), |r| (r.in_app, r.email)))
}

/// Records an in-app notification and pushes it live, unless the user turned the module's in-app channel off
/// (then nothing is stored and the id is unused).
pub async fn send<C: ConnectionTrait>(db: &C, events: &Events, notice: Notice) -> ApiResult<Uuid> {
    let id = new_id();
    let now = Utc::now();
    if !channels(db, notice.user_id, notice.module).await?.0 {
        return Ok(id);
    }
    notification::Entity::insert(notification::ActiveModel {
        id: Set(id),
        company_id: Set(notice.company_id),
        user_id: Set(notice.user_id),
        project_id: Set(notice.project_id),
        module: Set(notice.module.to_string()),
        title: Set(notice.title.clone()),
        body: Set(notice.body.clone()),
        link: Set(notice.link.clone()),
        read_at: Set(None),
        created_at: Set(now),
    })
    .exec_without_returning(db)
    .await?;
    events.publish(Event {
        user_id: notice.user_id,
        kind: "notification".into(),
        payload: serde_json::json!({"id": id, "module": notice.module, "title": notice.title, "body": notice.body, "link": notice.link, "created_at": now}),
    });
    Ok(id)
}
