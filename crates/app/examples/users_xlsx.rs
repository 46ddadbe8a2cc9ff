//! Writes a spreadsheet of N users for the import benchmark (`bench/import.sh`):
//! `cargo run --release -p app --example users_xlsx -- 10000 users.xlsx`.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let n: u32 = args.next().unwrap_or_else(|| "10000".into()).parse()?;
    let path = args.next().unwrap_or_else(|| "users.xlsx".into());
    let mut book = rust_xlsxwriter::Workbook::new();
    let sheet = book.add_worksheet();
    for (c, title) in ["Nombre", "Apellido", "Usuario", "Correo", "Cargo"].iter().enumerate() {
        sheet.write_string(0, c as u16, *title)?;
    }
    let positions = ["Jefe de Terreno", "Inspector de Calidad", "Supervisor de Obra", "Administrativo"];
    for i in 1..=n {
        sheet.write_string(i, 0, format!("Trabajador{i}"))?;
        sheet.write_string(i, 1, format!("Apellido Número {i}"))?;
        sheet.write_string(i, 2, format!("bench.user{i}"))?;
        sheet.write_string(i, 3, format!("bench.user{i}@constructora-andes.cl"))?;
        sheet.write_string(i, 4, positions[(i as usize) % positions.len()])?;
    }
    book.save(&path)?;
    Ok(())
}
