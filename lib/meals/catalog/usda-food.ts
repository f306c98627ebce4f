// One row of the USDA subset (content/meals/usda-foods.json) and the mapping between the
// short ids that meal entries use ("sr28:01001", "fndds:41205070") and the table's
// `dataset` + `source_id` columns.

import type { UsdaId } from "@/content/meals/types";
import type { NutrientColumn } from "./nutrient-columns";

export type UsdaDataset = "usda_sr28" | "usda_fndds_2021_2023";

/** Per 100 g edible portion; `null` = the source has no value (unknown, not zero). */
export type UsdaFoodRow = {
  dataset: UsdaDataset;
  /** Text: SR28 NDB numbers keep their leading zeros. */
  source_id: string;
  description: string;
  food_group: string;
} & Record<NutrientColumn, number | null>;

const PREFIX_TO_DATASET = { sr28: "usda_sr28", fndds: "usda_fndds_2021_2023" } as const;
const DATASET_TO_PREFIX = { usda_sr28: "sr28", usda_fndds_2021_2023: "fndds" } as const;

const ID_PATTERN = /^(sr28:\d{5}|fndds:\d{8})$/;

function isUsdaId(value: string): value is UsdaId {
  return ID_PATTERN.test(value);
}

export function parseUsdaId(id: UsdaId): { dataset: UsdaDataset; sourceId: string } {
  if (!isUsdaId(id))
    throw new Error(`Malformed USDA id "${id}" (want sr28:NNNNN or fndds:NNNNNNNN)`);
  const [prefix, sourceId] = id.split(":") as ["sr28" | "fndds", string];
  return { dataset: PREFIX_TO_DATASET[prefix], sourceId };
}

export function usdaIdOf(dataset: UsdaDataset, sourceId: string): UsdaId {
  return `${DATASET_TO_PREFIX[dataset]}:${sourceId}`;
}

/** The id in the form the API's `source.ids` uses: `dataset:source_id`. */
export function datasetQualifiedId(id: UsdaId): string {
  const { dataset, sourceId } = parseUsdaId(id);
  return `${dataset}:${sourceId}`;
}

/** Short display label of a dataset, for source notes. */
export const DATASET_LABEL: Record<UsdaDataset, string> = {
  usda_sr28: "SR28",
  usda_fndds_2021_2023: "FNDDS 2021-2023",
};
