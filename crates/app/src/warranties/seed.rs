//! Benchmark data for deliveries (`obra admin seed-units`): N units in one project, spread over states, floors,
//! two unit types and responsibles, written in batches inside one transaction; and one unit whose act lists 300
//! observed failures and 100 certificates, for the act benchmark.

use chrono::{Duration, Utc};
use platform::{
    entities::{project, user_project},
    search::{name_key, natural_key},
    ApiError, ApiResult,
};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, TransactionTrait};
use uuid::Uuid;

use super::{
    entity::{file, node, owner, revision, unit, unit_type},
    units::dto::UnitStatus,
};

const BATCH: usize = 1000;

pub struct Seeded {
    pub project: Uuid,
    /// The unit with 300 observations and 100 certificates.
    pub big_unit: Uuid,
}

pub async fn seed(db: &DatabaseConnection, project_name: &str, count: usize) -> ApiResult<Seeded> {
    let project = project::Entity::find().filter(project::Column::Name.eq(project_name)).one(db).await?.ok_or_else(ApiError::not_found)?;
    let people: Vec<Uuid> = user_project::Entity::find().filter(user_project::Column::ProjectId.eq(project.id)).all(db).await?.into_iter().map(|u| u.user_id).collect();
    let (company, now) = (project.company_id, Utc::now());
    let txn = db.begin_with_options(platform::db::WRITE).await?;
    let mut types = Vec::new();
    for name in ["Bench 1D1B", "Bench 3D2B"] {
        let id = Uuid::now_v7();
        unit_type::Entity::insert(unit_type::ActiveModel { id: Set(id), company_id: Set(company), project_id: Set(project.id), name: Set(name.into()), name_key: Set(name_key(name)), category: Set(None), surface: Set(Some(55.0)), rooms: Set(Some(2)), version: Set(1), created_at: Set(now), updated_at: Set(now) }).exec_without_returning(&txn).await?;
        types.push(id);
    }
    let items = checklist(&txn, company, types[1]).await?;
    let statuses = UnitStatus::variants();
    for start in (0..count).step_by(BATCH) {
        let rows: Vec<unit::ActiveModel> = (start..(start + BATCH).min(count))
            .map(|i| {
                let name = format!("Bench T{} D{}", i / 400 + 1, i % 400 + 1);
                let status = statuses[i % statuses.len()];
                unit::ActiveModel {
                    id: Set(Uuid::now_v7()), company_id: Set(company), project_id: Set(project.id), unit_type_id: Set(Some(types[i % 2])),
                    name_key: Set(name_key(&name)), sort_key: Set(natural_key(&name)), name: Set(name), floor: Set(Some(((i % 400) / 10 + 1).to_string())),
                    parkings: Set(serde_json::json!([])), stores: Set(serde_json::json!([])), responsible_id: Set(people.get(i % people.len().max(1)).copied()),
                    status: Set(status.as_str().into()), scheduled_at: Set((status != UnitStatus::New).then(|| now + Duration::hours((i % 2000) as i64))), schedule_token: Set(None), schedule_answer: Set(None),
                    delivery_date: Set(status.delivered().then(|| now.date_naive())), registry_date: Set(None), note: Set(None), act_id: Set(None), version: Set(1), created_at: Set(now), updated_at: Set(now),
                }
            })
            .collect();
        unit::Entity::insert_many(rows).exec_without_returning(&txn).await?;
    }
    let big = Uuid::now_v7();
    let name = "Bench acta 300";
    unit::Entity::insert(unit::ActiveModel {
        id: Set(big), company_id: Set(company), project_id: Set(project.id), unit_type_id: Set(Some(types[1])), name_key: Set(name_key(name)), sort_key: Set(natural_key(name)), name: Set(name.into()), floor: Set(Some("30".into())),
        parkings: Set(serde_json::json!(["E-1"])), stores: Set(serde_json::json!(["B-1"])), responsible_id: Set(people.first().copied()), status: Set("confirmed".into()), scheduled_at: Set(Some(now)), schedule_token: Set(None),
        schedule_answer: Set(None), delivery_date: Set(None), registry_date: Set(None), note: Set(None), act_id: Set(None), version: Set(1), created_at: Set(now), updated_at: Set(now),
    })
    .exec_without_returning(&txn)
    .await?;
    owner::Entity::insert(owner::ActiveModel { id: Set(Uuid::now_v7()), company_id: Set(company), unit_id: Set(big), first_name: Set("Iñaki".into()), last_name: Set("Muñoz".into()), email: Set(None), phone: Set(None), tax_id: Set(None), role: Set("owner".into()), receiver_type: Set(None), position: Set(0), created_at: Set(now) }).exec_without_returning(&txn).await?;
    let failures: Vec<revision::ActiveModel> = items.iter().map(|item| revision::ActiveModel { id: Set(Uuid::now_v7()), company_id: Set(company), unit_id: Set(big), item_id: Set(*item), issue_id: Set(None), severity_id: Set(None), status: Set("failure".into()), comment: Set(Some("Observación registrada en la revisión de entrega para el benchmark.".into())), updated_by: Set(None), updated_at: Set(now) }).collect();
    revision::Entity::insert_many(failures).exec_without_returning(&txn).await?;
    let certificates: Vec<file::ActiveModel> = (1..=100)
        .map(|i| file::ActiveModel { id: Set(Uuid::now_v7()), company_id: Set(company), unit_id: Set(big), kind: Set("certificate".into()), revision_id: Set(None), name: Set(format!("Certificado {i:03}.pdf")), object_key: Set(format!("bench/{big}/{i}")), content_type: Set("application/pdf".into()), size: Set(1024), sha256: Set(String::new()), delivered_by: Set(Some("Instalador".into())), delivered_on: Set(Some(now.date_naive())), uploaded_by: Set(None), created_at: Set(now), failure_id: Set(None) })
        .collect();
    file::Entity::insert_many(certificates).exec_without_returning(&txn).await?;
    txn.commit().await?;
    // Fresh statistics and visibility map, as a database that grew over time would have after autovacuum.
    let maintain = if db.get_database_backend() == sea_orm::DbBackend::Postgres { "VACUUM ANALYZE" } else { "ANALYZE" };
    db.execute_unprepared(maintain).await?;
    Ok(Seeded { project: project.id, big_unit: big })
}

/// 10 areas × 5 places × 6 items: 300 items, returned in tree order.
async fn checklist<C: ConnectionTrait>(db: &C, company: Uuid, type_id: Uuid) -> ApiResult<Vec<Uuid>> {
    let now = Utc::now();
    let mut items = Vec::new();
    let row = |id: Uuid, parent: Option<Uuid>, scope: Uuid, level: &str, name: String, position: usize| node::ActiveModel { id: Set(id), company_id: Set(company), unit_type_id: Set(type_id), parent_id: Set(parent), scope_id: Set(scope), level: Set(level.into()), name_key: Set(name_key(&name)), name: Set(name), severity_id: Set(None), position: Set(position as i32), created_at: Set(now) };
    for a in 0..10 {
        let area = Uuid::now_v7();
        node::Entity::insert(row(area, None, type_id, "area", format!("Recinto {}", a + 1), a)).exec_without_returning(db).await?;
        for p in 0..5 {
            let place = Uuid::now_v7();
            node::Entity::insert(row(place, Some(area), area, "place", format!("Lugar {}", p + 1), p)).exec_without_returning(db).await?;
            let leaves: Vec<node::ActiveModel> = (0..6)
                .map(|i| {
                    let id = Uuid::now_v7();
                    items.push(id);
                    row(id, Some(place), place, "item", format!("Ítem {}.{}.{}", a + 1, p + 1, i + 1), i)
                })
                .collect();
            node::Entity::insert_many(leaves).exec_without_returning(db).await?;
        }
    }
    Ok(items)
}
