// web-ifc side of the IFC reader benchmark: the same work as `ifc_bench` (crates/ifc/examples).
//
// usage: node webifc_bench.js list|full FILE
//
// list: every IfcProduct (GetLineIDsWithType(IFCPRODUCT, includeInherited)) read with GetLine: GlobalId, class,
// Name, ObjectType; type names and parents from the IfcRelDefinesByType, IfcRelContainedInSpatialStructure,
// IfcRelAggregates and IfcRelVoidsElement lines; the storey above each product. full: also every property and
// quantity set of every product, its own (IfcRelDefinesByProperties) and its type's (HasPropertySets), each set read
// with GetLine flattened so every property line is read: the steps of web-ifc's properties helper, taken once for
// all elements (see below). Prints the counts as one line of JSON.
"use strict";
const fs = require("fs");
const WebIFC = require("web-ifc");

async function main() {
  const [mode, path] = process.argv.slice(2);
  const api = new WebIFC.IfcAPI();
  await api.Init(undefined, true);
  const model = api.OpenModel(new Uint8Array(fs.readFileSync(path)));
  const entities = api.GetAllLines(model).size();

  const ids = api.GetLineIDsWithType(model, WebIFC.IFCPRODUCT, true);
  const products = new Map();
  for (let i = 0; i < ids.size(); i++) {
    const line = api.GetLine(model, ids.get(i));
    products.set(line.expressID, {
      globalId: line.GlobalId?.value,
      cls: api.GetNameFromTypeCode(line.type),
      name: line.Name?.value ?? null,
      objectType: line.ObjectType?.value ?? null,
      spatial: SPATIAL.has(api.GetNameFromTypeCode(line.type)),
      typeName: null,
      typeSets: [],
      contained: null,
      aggregated: null,
      voids: null,
    });
  }

  const rels = (type) => {
    const found = api.GetLineIDsWithType(model, type, true);
    const lines = [];
    for (let i = 0; i < found.size(); i++) lines.push(api.GetLine(model, found.get(i)));
    return lines;
  };
  const refs = (value) => (Array.isArray(value) ? value : value ? [value] : []).map((r) => r.value);
  const types = new Map();
  for (const rel of rels(WebIFC.IFCRELDEFINESBYTYPE)) {
    const typeId = rel.RelatingType.value;
    if (!types.has(typeId)) types.set(typeId, api.GetLine(model, typeId));
    const type = types.get(typeId);
    for (const id of refs(rel.RelatedObjects)) {
      const p = products.get(id);
      if (p && p.typeName === null) {
        p.typeName = type.Name?.value ?? null;
        p.typeSets = refs(type.HasPropertySets);
      }
    }
  }
  for (const rel of rels(WebIFC.IFCRELCONTAINEDINSPATIALSTRUCTURE))
    for (const id of refs(rel.RelatedElements)) if (products.has(id)) products.get(id).contained ??= rel.RelatingStructure.value;
  for (const rel of rels(WebIFC.IFCRELAGGREGATES))
    for (const id of refs(rel.RelatedObjects)) if (products.has(id)) products.get(id).aggregated ??= rel.RelatingObject.value;
  for (const rel of rels(WebIFC.IFCRELVOIDSELEMENT)) {
    const id = rel.RelatedOpeningElement.value;
    if (products.has(id)) products.get(id).voids ??= rel.RelatingBuildingElement.value;
  }

  let storeys = 0;
  for (const p of products.values()) {
    const up = (q) => {
      const parent = q.spatial ? q.aggregated : q.contained ?? q.aggregated ?? q.voids;
      return products.has(parent) ? parent : null;
    };
    if (p.cls === "IfcBuildingStorey") storeys++;
    let parent = up(p);
    for (let steps = 0; parent !== null && steps < products.size; steps++) {
      const q = products.get(parent);
      if (q.cls === "IfcBuildingStorey") break;
      parent = up(q);
    }
    p.storey = parent;
  }

  let links = 0;
  let values = 0;
  if (mode === "full") {
    // What web-ifc's properties helper does for one element (getPropertySets: the IfcRelDefinesByProperties lines,
    // then GetLine of each set, flattened so every property line is read), done once for all elements: the helper
    // itself finds an element's relationships by an inverse search over all of them, which took 161 s of CPU on the
    // 155 MB file.
    const own = new Map();
    for (const rel of rels(WebIFC.IFCRELDEFINESBYPROPERTIES))
      for (const id of refs(rel.RelatedObjects))
        if (products.has(id)) own.set(id, (own.get(id) ?? []).concat(refs(rel.RelatingPropertyDefinition)));
    const setValues = new Map();
    const read = (setId) => {
      if (!setValues.has(setId)) {
        const set = api.GetLine(model, setId, true);
        const items = set.HasProperties ?? set.Quantities;
        let count = -1;
        if (items) {
          count = 0;
          for (const item of items) {
            // Every value is read; a property without one ($) counts too, as in the other tools.
            const value = item.NominalValue ?? item.EnumerationValues ?? item.ListValues ?? item.UpperBoundValue ??
              item.LengthValue ?? item.AreaValue ?? item.VolumeValue ?? item.CountValue ?? item.WeightValue ??
              item.TimeValue;
            if (value !== undefined || item.Name) count++;
          }
        }
        setValues.set(setId, count);
      }
      return setValues.get(setId);
    };
    for (const [id, p] of products) {
      const sets = new Set(own.get(id) ?? []);
      for (const s of p.typeSets) sets.add(s);
      for (const setId of sets) {
        const count = read(setId);
        if (count < 0) continue;
        links++;
        values += count;
      }
    }
  }
  console.log(JSON.stringify({
    tool: "web-ifc", mode, schema: api.GetModelSchema(model), entities,
    products: products.size, storeys, property_sets: links, property_values: values,
  }));
  api.CloseModel(model);
}

const SPATIAL = new Set(["IfcSite", "IfcBuilding", "IfcBuildingStorey", "IfcSpace", "IfcSpatialZone",
  "IfcExternalSpatialElement", "IfcFacility", "IfcFacilityPart", "IfcFacilityPartCommon", "IfcBridge", "IfcBridgePart",
  "IfcRoad", "IfcRoadPart", "IfcRailway", "IfcRailwayPart", "IfcMarineFacility", "IfcMarinePart"]);

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
