//! Demo verifications in Edificio Los Robles, on the demo schedule: a template for formwork, one verification
//! closed and signed (every item complies), and one in progress with a failure whose observation is open, so the
//! reception of that activity is blocked until it is closed. Skipped when the project has verifications.

use chrono::{Duration, Utc};
use platform::{entities::{project, user}, search::name_key, ApiError, ApiResult, AppState};
use sea_orm::{ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, TransactionTrait};
use uuid::Uuid;

use crate::{
    quality::entity::activity,
    verifications::entity::{item, observation, template, template_item, verification},
};

const PROJECT: &str = "Edificio Los Robles";
const TEMPLATE: &str = "Control de moldajes";
const ITEMS: [(&str, bool); 5] = [
    ("Moldajes limpios y con desmoldante", false),
    ("Alineación y plomo dentro de tolerancia (±5 mm)", false),
    ("Puntales y alzaprimas arriostrados", false),
    ("Pasadas de instalaciones ubicadas según plano", false),
    ("Recubrimientos de armadura con separadores", true),
];

pub async fn load(state: &AppState) -> ApiResult<()> {
    let db = &state.db;
    let Some(project) = project::Entity::find().filter(project::Column::Name.eq(PROJECT)).one(db).await? else { return Ok(()) };
    if verification::Entity::find().filter(verification::Column::ProjectId.eq(project.id)).count(db).await? > 0 {
        return Ok(());
    }
    let Some(inspector) = user::Entity::find().filter(user::Column::Username.eq("inspector")).filter(user::Column::CompanyId.eq(project.company_id)).one(db).await? else { return Ok(()) };
    let formwork: Vec<activity::Model> = activity::Entity::find().filter(activity::Column::ProjectId.eq(project.id)).filter(activity::Column::Description.starts_with("Moldajes piso")).order_by_asc(activity::Column::Path).all(db).await?;
    // The first floor's formwork is done; the second's is being checked.
    let (Some(done), Some(current)) = (formwork.first(), formwork.get(1)) else { return Ok(()) };
    let now = Utc::now();
    let today = now.date_naive();
    let signature = format!("verifications/{}/demo/signature-{}.png", project.company_id, Uuid::now_v7());
    state.storage.put_bytes(&signature, act::scribble(11)).await.map_err(ApiError::internal)?;
    let txn = db.begin_with_options(platform::db::WRITE).await?;
    let template_id = match template::Entity::find().filter(template::Column::CompanyId.eq(project.company_id)).filter(template::Column::NameKey.eq(name_key(TEMPLATE))).one(&txn).await? {
        Some(t) => t.id,
        None => {
            let id = Uuid::now_v7();
            template::Entity::insert(template::ActiveModel { id: Set(id), company_id: Set(project.company_id), name: Set(TEMPLATE.into()), name_key: Set(name_key(TEMPLATE)), value_id: Set(None), version: Set(1), created_at: Set(now), updated_at: Set(now) }).exec_without_returning(&txn).await?;
            for (i, (text, photo)) in ITEMS.iter().enumerate() {
                template_item::Entity::insert(template_item::ActiveModel { id: Set(Uuid::now_v7()), template_id: Set(id), position: Set(i as i32 + 1), text: Set(text.to_string()), requires_photo: Set(*photo) }).exec_without_returning(&txn).await?;
            }
            id
        }
    };
    for (a, closed) in [(done, true), (current, false)] {
        let id = Uuid::now_v7();
        verification::Entity::insert(verification::ActiveModel {
            id: Set(id),
            company_id: Set(project.company_id),
            project_id: Set(project.id),
            activity_id: Set(a.id),
            unit_id: Set(None),
            template_id: Set(Some(template_id)),
            template_name: Set(TEMPLATE.into()),
            responsible_id: Set(Some(inspector.id)),
            scheduled_on: Set(a.est_end),
            state: Set(if closed { "closed" } else { "in_progress" }.into()),
            closed_at: Set(closed.then_some(now - Duration::days(1))),
            signed_by: Set(closed.then_some(inspector.id)),
            signature_key: Set(closed.then(|| signature.clone())),
            version: Set(1),
            created_by: Set(Some(inspector.id)),
            created_at: Set(now),
            updated_at: Set(now),
        })
        .exec_without_returning(&txn)
        .await?;
        for (i, (text, photo)) in ITEMS.iter().enumerate() {
            // The open verification: two items checked, the third failed, the rest pending. Items needing a photo
            // are marked not applicable in the closed one (the demo carries no site photos).
            let result = match (closed, i) {
                (true, _) if *photo => "not_applicable",
                (true, _) => "complies",
                (false, 0 | 1) => "complies",
                (false, 2) => "failure",
                _ => "pending",
            };
            let item_id = Uuid::now_v7();
            let answered = result != "pending";
            item::Entity::insert(item::ActiveModel { id: Set(item_id), verification_id: Set(id), position: Set(i as i32 + 1), text: Set(text.to_string()), requires_photo: Set(*photo), result: Set(result.into()), note: Set((result == "failure").then(|| "Dos alzaprimas sin arriostrar en el eje C.".to_string())), answered_by: Set(answered.then_some(inspector.id)), answered_at: Set(answered.then_some(now)) }).exec_without_returning(&txn).await?;
            if result == "failure" {
                observation::Entity::insert(observation::ActiveModel { id: Set(Uuid::now_v7()), company_id: Set(project.company_id), project_id: Set(project.id), verification_id: Set(id), item_id: Set(item_id), description: Set("Arriostrar las alzaprimas del eje C antes de hormigonar.".into()), deadline: Set(today + Duration::days(3)), responsible_id: Set(Some(inspector.id)), state: Set("open".into()), closing_note: Set(None), closed_by: Set(None), closed_at: Set(None), created_by: Set(Some(inspector.id)), created_at: Set(now) }).exec_without_returning(&txn).await?;
            }
        }
    }
    txn.commit().await?;
    Ok(())
}
