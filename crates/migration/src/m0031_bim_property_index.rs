//! The BIM property index, reshaped for speed (bench/ifc/README.md): a set's values are stored with the set, as one
//! JSON array of `[name, value]` (the element detail reads them whole), and the property filter reads an inverted
//! index of the distinct (property, value, set name) of a file with the elements that have it. A 155 MB model had
//! 1.26 million value rows; it has some thousands of index rows now.
//!
//! Existing files are processed again into the new shape: their index is cleared and a job is queued for each.
use sea_orm_migration::{
    prelude::*,
    schema::*,
    sea_orm::{ConnectionTrait, TryGetable},
};

use crate::helpers::{drop, fk};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "bim_properties").await?;
        m.alter_table(Table::alter().table("bim_property_sets").add_column(text_null("properties")).to_owned()).await?;
        m.create_table(
            Table::create()
                .table("bim_property_index")
                .if_not_exists()
                .col(uuid("file_id"))
                .col(string("name"))
                .col(string("value"))
                .col(string("set_name"))
                .col(text("elements"))
                .primary_key(Index::create().col("file_id").col("name").col("value").col("set_name"))
                .foreign_key(&mut fk("bim_property_index", "file_id", "bim_files", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        requeue(m).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop(m, "bim_property_index").await?;
        m.alter_table(Table::alter().table("bim_property_sets").drop_column("properties").to_owned()).await
    }
}

/// Clears the index of every processed file and queues it again (state `uploaded`, next generation).
async fn requeue(m: &SchemaManager<'_>) -> Result<(), DbErr> {
    let db = m.get_connection();
    let select = Query::select().columns(["id", "company_id", "generation"]).from("bim_files").and_where(Expr::col("state").ne("failed")).to_owned();
    let rows = db.query_all(&select).await?;
    for table in ["bim_element_sets", "bim_property_sets", "bim_elements"] {
        db.execute(&Query::delete().from_table(table).to_owned()).await?;
    }
    let now = chrono::Utc::now();
    for row in rows {
        let id = uuid::Uuid::try_get_by(&row, "id").map_err(|e| DbErr::Custom(format!("{e:?}")))?;
        let company = uuid::Uuid::try_get_by(&row, "company_id").map_err(|e| DbErr::Custom(format!("{e:?}")))?;
        let generation = i32::try_get_by(&row, "generation").map_err(|e| DbErr::Custom(format!("{e:?}")))? + 1;
        let update = Query::update()
            .table("bim_files")
            .values([("state", "uploaded".into()), ("progress", 0.into()), ("elements", 0.into()), ("generation", generation.into()), ("updated_at", now.into())])
            .and_where(Expr::col("id").eq(id))
            .to_owned();
        db.execute(&update).await?;
        let payload = serde_json::json!({"file_id": id, "generation": generation});
        let job = Query::insert()
            .into_table("jobs")
            .columns(["id", "company_id", "kind", "payload", "state", "attempts", "run_at", "created_at", "updated_at"])
            .values_panic([uuid::Uuid::now_v7().into(), company.into(), "bim.process".into(), payload.into(), "queued".into(), 0.into(), now.into(), now.into(), now.into()])
            .to_owned();
        db.execute(&job).await?;
    }
    Ok(())
}
