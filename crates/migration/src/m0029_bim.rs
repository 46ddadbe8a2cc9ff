//! BIM models of a project (`bim_models`), their IFC files with the processing state (`bim_files`), and the
//! element index read from each file: elements (every IfcProduct, plus the IfcProject as the tree's root),
//! property and quantity sets, their values, and which sets each element has. Index rows are keyed by the file
//! and the STEP id (#n) of the record, which is also web-ifc's express id in the viewer.

use sea_orm_migration::{prelude::*, schema::*};

use crate::helpers::{drop, fk, index};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("bim_models")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("project_id"))
                .col(string("name"))
                .col(string("code"))
                .col(boolean("concrete").default(false))
                .col(integer("version").default(1))
                .col(uuid("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .foreign_key(&mut fk("bim_models", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("bim_models", "project_id", "projects", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("bim_models", &["project_id", "code"], true)).await?;
        m.create_table(
            Table::create()
                .table("bim_files")
                .if_not_exists()
                .col(pk_uuid("id"))
                .col(uuid("company_id"))
                .col(uuid("model_id"))
                .col(string("name"))
                .col(big_integer("size"))
                .col(string("object_key"))
                .col(string_null("ifc_key"))
                .col(string("state"))
                .col(integer("progress").default(0))
                .col(string_null("error_code"))
                .col(text_null("error_detail"))
                .col(string_null("schema"))
                .col(string_null("stage"))
                .col(integer("entities").default(0))
                .col(integer("elements").default(0))
                .col(integer("generation").default(1))
                .col(uuid("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .col(timestamp_with_time_zone_null("processed_at"))
                .foreign_key(&mut fk("bim_files", "company_id", "companies", ForeignKeyAction::Cascade))
                .foreign_key(&mut fk("bim_files", "model_id", "bim_models", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("bim_files", &["model_id", "stage"], true)).await?;
        m.create_table(
            Table::create()
                .table("bim_elements")
                .if_not_exists()
                .col(uuid("file_id"))
                .col(big_integer("step_id"))
                .col(uuid("model_id"))
                .col(string("global_id"))
                .col(string("class"))
                .col(string_null("name"))
                .col(string_null("type_name"))
                .col(string_null("object_type"))
                .col(boolean("spatial"))
                .col(string_null("parent_global_id"))
                .col(string_null("storey_global_id"))
                .col(string_null("storey_name"))
                .col(integer("contained").default(0))
                .primary_key(Index::create().col("file_id").col("step_id"))
                .foreign_key(&mut fk("bim_elements", "file_id", "bim_files", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("bim_elements", &["model_id", "global_id"], false)).await?;
        m.create_index(index("bim_elements", &["model_id", "class"], false)).await?;
        m.create_index(index("bim_elements", &["model_id", "storey_global_id"], false)).await?;
        m.create_index(index("bim_elements", &["model_id", "parent_global_id"], false)).await?;
        m.create_table(
            Table::create()
                .table("bim_property_sets")
                .if_not_exists()
                .col(uuid("file_id"))
                .col(big_integer("step_id"))
                .col(string("name"))
                .col(string("kind"))
                .primary_key(Index::create().col("file_id").col("step_id"))
                .foreign_key(&mut fk("bim_property_sets", "file_id", "bim_files", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("bim_properties")
                .if_not_exists()
                .col(uuid("file_id"))
                .col(big_integer("set_step"))
                .col(integer("position"))
                .col(string("name"))
                .col(text_null("value"))
                .col(double_null("number"))
                .primary_key(Index::create().col("file_id").col("set_step").col("position"))
                .foreign_key(&mut fk("bim_properties", "file_id", "bim_files", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("bim_properties", &["file_id", "name", "value"], false)).await?;
        m.create_table(
            Table::create()
                .table("bim_element_sets")
                .if_not_exists()
                .col(uuid("file_id"))
                .col(big_integer("element_step"))
                .col(big_integer("set_step"))
                .primary_key(Index::create().col("file_id").col("element_step").col("set_step"))
                .foreign_key(&mut fk("bim_element_sets", "file_id", "bim_files", ForeignKeyAction::Cascade))
                .to_owned(),
        )
        .await?;
        m.create_index(index("bim_element_sets", &["file_id", "set_step"], false)).await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for table in ["bim_element_sets", "bim_properties", "bim_property_sets", "bim_elements", "bim_files", "bim_models"] {
            drop(m, table).await?;
        }
        Ok(())
    }
}
