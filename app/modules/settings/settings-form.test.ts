import { describe, expect, it } from "vitest";
import { parseWith } from "~/modules/validation/validation";
import { errorsOnFields, formValuesOf, settingsFromForm } from "./settings-form";
import { defaultSettings, settingsChangeSchema } from "./site-settings.schema";

describe("the settings screen's form", () => {
  it("shows the stored settings and gives them back unchanged", () => {
    const settings = {
      ...defaultSettings(),
      contact_phone: "+212 5 22 00 00 00",
      map_position: { lat: 33.5731, lng: -7.5898 },
      social_links: ["https://www.facebook.com/tamkine"],
      opening_hours: [
        { day: 1, opens: "09:00", closes: "12:00" },
        { day: 1, opens: "14:00", closes: "18:00" },
      ],
    };
    const values = formValuesOf(settings);
    expect(values).toMatchObject({ hours_1_2_opens: "14:00", social_1: "https://www.facebook.com/tamkine" });
    const parsed = parseWith(settingsChangeSchema, settingsFromForm(values).input);
    expect(parsed).toEqual({ isValid: true, data: settings });
  });

  it("reads a decimal comma, leaves empty lines out and keeps a half-filled one for its rule", () => {
    const { input } = settingsFromForm({
      map_lat: "33,5731",
      map_lng: " -7.5898 ",
      hours_2_1_opens: "09:00",
      hours_2_1_closes: "",
      social_2: "",
      social_3: "https://instagram.com/tamkine",
      claim_en_2_value: "",
      claim_en_2_label: "",
    });
    expect(input.map_position).toEqual({ lat: 33.5731, lng: -7.5898 });
    expect(input.opening_hours).toEqual([{ day: 2, opens: "09:00", closes: "" }]);
    expect(input.social_links).toEqual(["https://instagram.com/tamkine"]);
    expect(input).toMatchObject({ footer_claims_en: [] });
  });

  it("puts each refused item's message on the input it came from", () => {
    const { input, origins } = settingsFromForm({
      hours_6_2_opens: "14:00",
      hours_6_2_closes: "13:00",
      social_4: "instagram",
      claim_ar_3_value: "",
      claim_ar_3_label: "من الالتزام",
      map_lat: "nord",
      map_lng: "-7.5",
    });
    const parsed = parseWith(settingsChangeSchema, input);
    expect(parsed.isValid).toBe(false);
    if (parsed.isValid) return;
    expect(Object.keys(errorsOnFields(parsed.errors, origins)).sort()).toEqual([
      "claim_ar_3_value",
      "hours_6_2_closes",
      "map_lat",
      "social_4",
    ]);
  });
});
