//! Demo construction progress in Constructora Andes' Edificio Los Robles: a building schedule of about 300
//! activities with links and progress as of today (some late), its baseline, two stages and an attribute with
//! values (one deprecated), so the list, the Gantt and the 4D view have something real to show. Skipped when the
//! project has activities.

use chrono::Utc;
use platform::{entities::project, search::name_key, ApiResult, AppState};
use sea_orm::{sea_query::Expr, ActiveValue::Set, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, TransactionTrait};
use uuid::Uuid;

use crate::quality::{
    entity::{activity, activity_value, attribute, stage, value},
    seed,
};

const PROJECT: &str = "Edificio Los Robles";

pub async fn load(state: &AppState) -> ApiResult<()> {
    let Some(project) = project::Entity::find().filter(project::Column::Name.eq(PROJECT)).one(&state.db).await? else { return Ok(()) };
    if activity::Entity::find().filter(activity::Column::ProjectId.eq(project.id)).count(&state.db).await? > 0 {
        return Ok(());
    }
    seed::seed(&state.db, PROJECT, 300).await?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let now = Utc::now();
    // The plan as first agreed: the baseline.
    activity::Entity::update_many()
        .col_expr(activity::Column::BaselineStart, Expr::col(activity::Column::EstStart))
        .col_expr(activity::Column::BaselineEnd, Expr::col(activity::Column::EstEnd))
        .filter(activity::Column::ProjectId.eq(project.id))
        .exec(&txn)
        .await?;
    let mut stages = Vec::new();
    for (i, name) in ["Obra gruesa", "Terminaciones"].iter().enumerate() {
        let id = Uuid::now_v7();
        stage::Entity::insert(stage::ActiveModel { id: Set(id), company_id: Set(project.company_id), project_id: Set(project.id), name: Set(name.to_string()), name_key: Set(name_key(name)), position: Set(i as i32 + 1), created_at: Set(now) }).exec_without_returning(&txn).await?;
        stages.push((id, *name));
    }
    // Each activity under a stage's summary takes that stage.
    for (id, name) in &stages {
        let summaries = activity::Entity::find().filter(activity::Column::ProjectId.eq(project.id)).filter(activity::Column::Description.eq(*name)).all(&txn).await?;
        for s in summaries {
            activity::Entity::update_many().col_expr(activity::Column::StageId, Expr::value(*id)).filter(activity::Column::ProjectId.eq(project.id)).filter(sea_orm::Condition::any().add(activity::Column::Id.eq(s.id)).add(activity::Column::Path.starts_with(format!("{}.", s.path)))).exec(&txn).await?;
        }
    }
    let exists = attribute::Entity::find().filter(attribute::Column::CompanyId.eq(project.company_id)).filter(attribute::Column::NameKey.eq(name_key("Especialidad"))).one(&txn).await?;
    if exists.is_none() {
        let attr = Uuid::now_v7();
        attribute::Entity::insert(attribute::ActiveModel { id: Set(attr), company_id: Set(project.company_id), name: Set("Especialidad".into()), name_key: Set(name_key("Especialidad")), position: Set(1), version: Set(1), created_at: Set(now) }).exec_without_returning(&txn).await?;
        let values = [("Obra civil", false, "Moldajes"), ("Instalaciones", false, "Instalaciones"), ("Terminaciones", false, "Pintura"), ("Albañilería", true, "")];
        for (i, (name, deprecated, matches)) in values.iter().enumerate() {
            let id = Uuid::now_v7();
            value::Entity::insert(value::ActiveModel { id: Set(id), company_id: Set(project.company_id), attribute_id: Set(attr), name: Set(name.to_string()), name_key: Set(name_key(name)), deprecated: Set(*deprecated), position: Set(i as i32 + 1), created_at: Set(now) }).exec_without_returning(&txn).await?;
            if matches.is_empty() {
                continue;
            }
            let holders = activity::Entity::find().filter(activity::Column::ProjectId.eq(project.id)).filter(activity::Column::IsSummary.eq(false)).filter(activity::Column::Description.starts_with(*matches)).all(&txn).await?;
            let rows: Vec<activity_value::ActiveModel> = holders.iter().map(|a| activity_value::ActiveModel { activity_id: Set(a.id), attribute_id: Set(attr), value_id: Set(id) }).collect();
            for chunk in rows.chunks(500) {
                activity_value::Entity::insert_many(chunk.to_vec()).exec_without_returning(&txn).await?;
            }
        }
    }
    txn.commit().await?;
    Ok(())
}
