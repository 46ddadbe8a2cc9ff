//! Bulk tickets for the list benchmark (`obra admin seed-tickets`): N Cmanagement tickets in one project with a
//! spread of states, priorities, origins, responsibles, categories, creation dates over two years and one select
//! custom field, written in batches of 1000 rows inside one transaction.

use chrono::{Duration, Utc};
use platform::{entities::{project, user_project}, ApiError, ApiResult};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{
    entity::{category, counter, field, ticket, value},
    status::{Origin, Priority, Status},
    CMANAGEMENT,
};

const BATCH: usize = 1000;
const SUBJECTS: &[&str] = &["Filtración en baño", "Grieta en losa", "Puerta descuadrada", "Enchufe sin energía", "Humedad en muro", "Vidrio trizado", "Cerámica suelta", "Pintura descascarada"];

/// Seeds `count` tickets in the project named `project_name`; returns the project id and the custom field id.
pub async fn seed(db: &DatabaseConnection, project_name: &str, count: usize) -> ApiResult<(Uuid, Uuid)> {
    let project = project::Entity::find().filter(project::Column::Name.eq(project_name)).one(db).await?.ok_or_else(ApiError::not_found)?;
    let people: Vec<Uuid> = user_project::Entity::find().filter(user_project::Column::ProjectId.eq(project.id)).all(db).await?.into_iter().map(|u| u.user_id).collect();
    let txn = db.begin_with_options(platform::db::WRITE).await?;
    let now = Utc::now();
    let mut categories = Vec::new();
    for name in ["Terminaciones", "Instalaciones", "Estructura", "Seguridad"] {
        let id = Uuid::now_v7();
        category::Entity::insert(category::ActiveModel { id: Set(id), company_id: Set(project.company_id), name: Set(format!("{name} (bench)")), name_key: Set(platform::search::name_key(&format!("{name} (bench)"))), description: Set(None), active: Set(true), version: Set(1), created_at: Set(now), updated_at: Set(now) }).exec_without_returning(&txn).await?;
        categories.push(id);
    }
    let floor = Uuid::now_v7();
    let options: Vec<String> = (1..=20).map(|i| i.to_string()).collect();
    field::Entity::insert(field::ActiveModel {
        id: Set(floor), company_id: Set(project.company_id), category_id: Set(None), kind: Set("select".into()), name: Set("Piso (bench)".into()), description: Set(None),
        options: Set(json!(options)), multiple: Set(false), required: Set(false), active: Set(true), position: Set(0), version: Set(1), created_at: Set(now), updated_at: Set(now),
    })
    .exec_without_returning(&txn)
    .await?;
    let first = counter::Entity::find_by_id(project.id).one(&txn).await?.map_or(0, |c| c.last);
    let statuses = Status::variants();
    let priorities = Priority::variants();
    let origins = Origin::variants();
    for start in (0..count).step_by(BATCH) {
        let mut tickets = Vec::with_capacity(BATCH);
        let mut values = Vec::with_capacity(BATCH);
        for i in start..(start + BATCH).min(count) {
            let id = Uuid::now_v7();
            let created = now - Duration::minutes((count - i) as i64 * 5);
            let status = statuses[i % statuses.len()];
            tickets.push(ticket::ActiveModel {
                id: Set(id), company_id: Set(project.company_id), project_id: Set(project.id), scope: Set(CMANAGEMENT.into()), number: Set(first + i as i64 + 1),
                subject: Set(format!("{} #{}", SUBJECTS[i % SUBJECTS.len()], i + 1)), description: Set(Some(format!("Depto. {} piso {}", 100 + i % 900, i % 20 + 1))),
                status: Set(status.as_str().into()), send_as: Set(None), priority: Set(priorities[(i / 3) % priorities.len()].as_str().into()),
                priority_rank: Set(priorities[(i / 3) % priorities.len()].rank() as i16),
                origin: Set(origins[(i / 7) % origins.len()].as_str().into()), applicant_id: Set(people.get(i % people.len().max(1)).copied()), owner_id: Set(None), unit_id: Set(None),
                responsible_id: Set(if i % 5 == 0 { None } else { people.get((i / 5) % people.len().max(1)).copied() }), category_id: Set(Some(categories[i % categories.len()])),
                postponed_until: Set((status == Status::Postponed).then(|| (created + Duration::days(30)).date_naive())), orders_count: Set(0), merged_into: Set(None), bim_model_id: Set(None), bim_global_id: Set(None),
                created_by: Set(people.first().copied()), created_at: Set(created), updated_at: Set(created), finished_at: Set((status == Status::Finished).then_some(created)), version: Set(1),
            });
            values.push(value::ActiveModel { id: Set(Uuid::now_v7()), ticket_id: Set(id), field_id: Set(floor), value: Set(((i % 20) + 1).to_string()) });
        }
        ticket::Entity::insert_many(tickets).exec_without_returning(&txn).await?;
        value::Entity::insert_many(values).exec_without_returning(&txn).await?;
    }
    let last = first + count as i64;
    counter::Entity::insert(counter::ActiveModel { project_id: Set(project.id), last: Set(last) })
        .on_conflict(sea_orm::sea_query::OnConflict::column(counter::Column::ProjectId).update_column(counter::Column::Last).to_owned())
        .exec_without_returning(&txn)
        .await?;
    txn.commit().await?;
    // Fresh statistics and visibility map, as a database that grew over time would have after autovacuum
    // (PostgreSQL plans without statistics otherwise, and reads the table for what its indexes hold).
    let maintain = if db.get_database_backend() == sea_orm::DbBackend::Postgres { "VACUUM ANALYZE" } else { "ANALYZE" };
    db.execute_unprepared(maintain).await?;
    Ok((project.id, floor))
}
