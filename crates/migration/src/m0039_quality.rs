//! Quality and construction progress (SPEC §3 Activity, §4 Activity, §5 one IFC file per stage): the project's
//! stages, the company's attributes with their values (a value can be deprecated), the activities of a project as
//! a WBS tree (`parent_id`, sibling `position`, a sortable `path`), their links (finish-to-start and the other
//! three kinds, with a lag), units, attribute values, BIM elements, and the history of records that the history
//! screen (the last 50) and the 4D replay read.
//!
//! Costs are whole ten-thousandths of the activity's currency (`*_e4`, 64-bit), so sums are exact in every
//! currency (CLP has no decimals, UF four).

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("quality_stages")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(string_len("name", 120))
                .col(string_len("name_key", 120))
                .col(integer("position"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("quality_stages", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("quality_stages", "project_id", "projects", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("quality_stages", &["project_id", "name_key"], true)).await?;
        m.create_table(
            Table::create()
                .table("quality_attributes")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(string_len("name", 60))
                .col(string_len("name_key", 60))
                .col(integer("position"))
                .col(integer("version").default(1))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("quality_attributes", "company_id", "companies", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("quality_attributes", &["company_id", "name_key"], true)).await?;
        m.create_table(
            Table::create()
                .table("quality_attribute_values")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("attribute_id"))
                .col(string_len("name", 120))
                .col(string_len("name_key", 120))
                .col(boolean("deprecated").default(false))
                .col(integer("position"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("quality_attribute_values", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("quality_attribute_values", "attribute_id", "quality_attributes", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("quality_attribute_values", &["attribute_id", "name_key"], true)).await?;
        m.create_table(
            Table::create()
                .table("activities")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(uuid_null("parent_id"))
                .col(integer("position"))
                .col(integer("level"))
                .col(string_len("path", 200))
                .col(boolean("is_summary").default(false))
                .col(boolean("milestone").default(false))
                .col(string_len("description", 250))
                .col(uuid_null("stage_id"))
                .col(date("est_start"))
                .col(date("est_end"))
                .col(date_null("actual_start"))
                .col(date_null("actual_end"))
                .col(date_null("baseline_start"))
                .col(date_null("baseline_end"))
                .col(double("progress").default(0.0))
                .col(big_integer_null("estimated_cost_e4"))
                .col(big_integer_null("expected_cost_e4"))
                .col(big_integer_null("actual_cost_e4"))
                .col(string_len("currency", 3))
                .col(boolean("mixed_currency").default(false))
                .col(string_len_null("external_uid", 64))
                .col(integer("version").default(1))
                .col(uuid_null("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("activities", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("activities", "project_id", "projects", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("activities", "parent_id", "activities", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("activities", "stage_id", "quality_stages", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        // The list pages in WBS order and skips deep pages on the index alone (the tenant's column is in it); the
        // schedule's cache key (count, latest change) is read from the index alone too.
        m.create_index(index("activities", &["project_id", "path", "company_id"], false)).await?;
        m.create_index(index("activities", &["project_id", "updated_at"], false)).await?;
        m.create_index(index("activities", &["parent_id", "position"], false)).await?;
        m.create_table(
            Table::create()
                .table("activity_links")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(uuid("predecessor_id"))
                .col(uuid("successor_id"))
                .col(string_len("kind", 2))
                .col(integer("lag_days").default(0))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("activity_links", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("activity_links", "predecessor_id", "activities", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("activity_links", "successor_id", "activities", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("activity_links", &["predecessor_id", "successor_id"], true)).await?;
        m.create_index(index("activity_links", &["project_id", "created_at"], false)).await?;
        m.create_index(index("activity_links", &["successor_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("activity_values")
                .if_not_exists()
                .col(uuid("activity_id"))
                .col(uuid("attribute_id"))
                .col(uuid("value_id"))
                .primary_key(Index::create().col("activity_id").col("attribute_id"))
                .foreign_key(&mut fk("activity_values", "activity_id", "activities", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("activity_values", "attribute_id", "quality_attributes", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("activity_values", "value_id", "quality_attribute_values", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("activity_values", &["value_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("activity_units")
                .if_not_exists()
                .col(uuid("activity_id"))
                .col(uuid("unit_id"))
                .primary_key(Index::create().col("activity_id").col("unit_id"))
                .foreign_key(&mut fk("activity_units", "activity_id", "activities", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("activity_units", "unit_id", "units", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("activity_units", &["unit_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("activity_elements")
                .if_not_exists()
                .col(uuid("activity_id"))
                .col(uuid("model_id"))
                .col(string_len("global_id", 64))
                .primary_key(Index::create().col("activity_id").col("model_id").col("global_id"))
                .foreign_key(&mut fk("activity_elements", "activity_id", "activities", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("activity_elements", "model_id", "bim_models", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("activity_elements", &["model_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("activity_records")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("activity_id"))
                .col(string_len("kind", 16))
                .col(double_null("progress"))
                .col(date("recorded_on"))
                .col(string_len_null("note", 500))
                .col(text_null("changes"))
                .col(uuid_null("user_id"))
                .col(timestamp_with_time_zone("created_at"))
                .foreign_key(&mut fk("activity_records", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("activity_records", "activity_id", "activities", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("activity_records", "user_id", "users", ForeignKeyAction::SetNull))
                .to_owned(),
        )
        .await?;
        m.create_index(index("activity_records", &["activity_id", "created_at"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["activity_records", "activity_elements", "activity_units", "activity_values", "activity_links", "activities", "quality_attribute_values", "quality_attributes", "quality_stages"] {
            drop(m, table).await?;
        }
        Ok(())
    }
}
