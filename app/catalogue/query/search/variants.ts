/**
 * Spelling variants of medicine molecule names, for catalogue search.
 *
 * One substance often has several official names: the British Approved Name (BAN, often still the
 * spelling on Indian labels), the International Nonproprietary Name (INN, set by the WHO) and the
 * United States Adopted Name (USAN). Indian
 * catalogues mix them ("Amoxycillin", "Cefalexin", "Chlorthalidone"), and users type whichever
 * name they learnt. Search treats every spelling of one group as the same word, so "amoxicillin"
 * finds "Amoxycillin (500mg)" and "acetaminophen" finds "Paracetamol (650mg)".
 *
 * Rules:
 * - Each spelling is one lower-case ASCII word (a–z only), and belongs to exactly one group.
 * - The first spelling of a group is the preferred one: the spelling found most often in real
 *   Indian catalogue data (the 11.8k-row benchmark catalogue, then other South Asian medicine
 *   lists); when no spelling occurs there, the INN.
 * - A group is only added when the names denote the same substance and the equivalence is
 *   documented in a naming system or pharmacopoeia; `source` says where. Acid/salt pairs
 *   (valproic acid/valproate) and related but different substances are deliberately left out.
 * - The general rewrites "ph"→"f" and "sulph"→"sulf" are applied separately by the search
 *   engine, so this table is for the differences those rules do not cover (y/i, oe/e, th/t,
 *   -one/-al, -in/-ine, different stems); the few pairs that differ only by "ph"/"sulph" are
 *   harmless duplicates of those rules.
 *
 * Source abbreviations: "MHRA 2003/04 BAN→rINN" is the UK list of British Approved Names changed
 * to the recommended INN in 2003/04 (MHRA, "Changes to medicines names: BANs to rINNs"); "INN x;
 * USAN y" means the US Adopted Name differs from the INN; "INN modified name vs USAN" covers the
 * salt names the WHO and USAN spell differently (mesilate/mesylate).
 */
export type VariantGroup = { spellings: readonly [string, ...string[]]; source: string };

const BAN_RINN = "MHRA 2003/04 BAN→rINN";
const SALT = "INN modified name vs USAN";

export const VARIANT_GROUPS: readonly VariantGroup[] = [
  // Analgesics, antipyretics, anaesthetics
  { spellings: ["paracetamol", "acetaminophen"], source: "INN/BAN paracetamol; USAN acetaminophen" },
  { spellings: ["aspirin", "acetylsalicylic"], source: "BAN/USAN aspirin; Ph. Eur. acetylsalicylic acid" },
  { spellings: ["phenazone", "antipyrine"], source: "INN/BAN phenazone; USAN antipyrine" },
  { spellings: ["pethidine", "meperidine"], source: "INN/BAN pethidine; USAN meperidine" },
  { spellings: ["indomethacin", "indometacin"], source: `${BAN_RINN} (indomethacin→indometacin); USAN indomethacin` },
  { spellings: ["lidocaine", "lignocaine"], source: `${BAN_RINN} (lignocaine→lidocaine); USAN lidocaine` },
  { spellings: ["tetracaine", "amethocaine"], source: `${BAN_RINN} (amethocaine→tetracaine); USAN tetracaine` },
  { spellings: ["articaine", "carticaine"], source: `${BAN_RINN} (carticaine→articaine)` },
  { spellings: ["dibucaine", "cinchocaine"], source: "INN/BAN cinchocaine; USAN dibucaine" },
  { spellings: ["pramoxine", "pramocaine"], source: `${BAN_RINN} (pramoxine→pramocaine); USAN pramoxine` },
  { spellings: ["oxetacaine", "oxethazaine"], source: "INN oxetacaine; USAN oxethazaine" },
  { spellings: ["proparacaine", "proxymetacaine"], source: "INN proxymetacaine; USAN proparacaine" },
  { spellings: ["oxybuprocaine", "benoxinate"], source: "INN oxybuprocaine; USAN benoxinate" },
  { spellings: ["thiopental", "thiopentone"], source: `${BAN_RINN} (thiopentone→thiopental)` },
  { spellings: ["suxamethonium", "succinylcholine"], source: "INN/BAN suxamethonium; USAN succinylcholine" },
  // Barbiturates, psychiatric and neurological drugs
  { spellings: ["phenobarbital", "phenobarbitone"], source: `${BAN_RINN} (phenobarbitone→phenobarbital)` },
  { spellings: ["dosulepin", "dothiepin"], source: `${BAN_RINN} (dothiepin→dosulepin)` },
  { spellings: ["flupenthixol", "flupentixol"], source: `${BAN_RINN} (flupenthixol→flupentixol)` },
  { spellings: ["trihexyphenidyl", "benzhexol"], source: `${BAN_RINN} (benzhexol→trihexyphenidyl)` },
  { spellings: ["pizotifen", "pizotyline"], source: "INN/BAN pizotifen; USAN pizotyline" },
  // Respiratory, antihistamines, cough
  { spellings: ["salbutamol", "albuterol"], source: "INN/BAN salbutamol; USAN albuterol" },
  { spellings: ["levosalbutamol", "levalbuterol"], source: "INN levosalbutamol; USAN levalbuterol" },
  { spellings: ["orciprenaline", "metaproterenol"], source: "INN/BAN orciprenaline; USAN metaproterenol" },
  { spellings: ["isoprenaline", "isoproterenol"], source: "INN/BAN isoprenaline; USAN isoproterenol" },
  { spellings: ["formoterol", "eformoterol"], source: `${BAN_RINN} (eformoterol→formoterol)` },
  {
    spellings: ["cromoglicate", "cromoglycate", "cromolyn"],
    source: `${BAN_RINN} (sodium cromoglycate→sodium cromoglicate); USAN cromolyn sodium`,
  },
  { spellings: ["glycopyrrolate", "glycopyrronium"], source: "INN/BAN glycopyrronium bromide; USAN glycopyrrolate" },
  {
    spellings: ["chlorpheniramine", "chlorphenamine"],
    source: `${BAN_RINN} (chlorpheniramine→chlorphenamine); USAN chlorpheniramine`,
  },
  { spellings: ["mepyramine", "pyrilamine"], source: "INN/BAN mepyramine; USAN pyrilamine" },
  { spellings: ["meclizine", "meclozine"], source: "INN/BAN meclozine; USAN meclizine" },
  { spellings: ["guaifenesin", "guaiphenesin"], source: `${BAN_RINN} (guaiphenesin→guaifenesin)` },
  { spellings: ["carbocisteine", "carbocysteine"], source: "INN/BAN carbocisteine; USAN carbocysteine" },
  // Adrenergic, cardiovascular, diuretics, blood
  {
    spellings: ["adrenaline", "epinephrine"],
    source: "BAN/Ph. Eur. adrenaline; INN/USAN epinephrine (MHRA 2003/04 kept the BAN)",
  },
  {
    spellings: ["norepinephrine", "noradrenaline"],
    source: "BAN/Ph. Eur. noradrenaline; INN/USAN norepinephrine (MHRA 2003/04 kept the BAN)",
  },
  { spellings: ["furosemide", "frusemide"], source: `${BAN_RINN} (frusemide→furosemide); USAN furosemide` },
  { spellings: ["torasemide", "torsemide"], source: "INN torasemide; USAN torsemide" },
  {
    spellings: ["chlorthalidone", "chlortalidone"],
    source: `${BAN_RINN} (chlorthalidone→chlortalidone); USAN chlorthalidone`,
  },
  { spellings: ["bendroflumethiazide", "bendrofluazide"], source: `${BAN_RINN} (bendrofluazide→bendroflumethiazide)` },
  { spellings: ["pentoxifylline", "oxpentifylline"], source: `${BAN_RINN} (oxpentifylline→pentoxifylline)` },
  { spellings: ["acenocoumarol", "nicoumalone"], source: `${BAN_RINN} (nicoumalone→acenocoumarol)` },
  { spellings: ["ethamsylate", "etamsylate"], source: `${BAN_RINN} (ethamsylate→etamsylate)` },
  { spellings: ["phytomenadione", "phytonadione"], source: "INN/BAN phytomenadione; USAN phytonadione" },
  { spellings: ["menadione", "menaphthone"], source: "INN menadione; former BAN menaphthone" },
  { spellings: ["erythropoietin", "epoetin"], source: "INN epoetin (alfa, beta) for recombinant human erythropoietin" },
  // Gastro-intestinal
  { spellings: ["mesalazine", "mesalamine"], source: "INN/BAN mesalazine; USAN mesalamine" },
  { spellings: ["dicyclomine", "dicycloverine"], source: `${BAN_RINN} (dicyclomine→dicycloverine); USAN dicyclomine` },
  { spellings: ["hyoscine", "scopolamine"], source: "BP/Ph. Eur. hyoscine; USP scopolamine" },
  { spellings: ["ursodeoxycholic", "ursodiol"], source: "INN ursodeoxycholic acid; USAN ursodiol" },
  { spellings: ["simethicone", "simeticone"], source: "INN simeticone; USAN simethicone" },
  { spellings: ["dimethicone", "dimeticone"], source: `${BAN_RINN} (dimethicone→dimeticone); USAN dimethicone` },
  { spellings: ["dantron", "danthron"], source: `${BAN_RINN} (danthron→dantron)` },
  { spellings: ["picosulfate", "picosulphate"], source: `${BAN_RINN} (sodium picosulphate→sodium picosulfate)` },
  { spellings: ["ispaghula", "psyllium"], source: "BP ispaghula husk vs USP psyllium husk (Plantago ovata seed husk)" },
  { spellings: ["clioquinol", "iodochlorhydroxyquin"], source: "INN/BAN clioquinol; former USAN iodochlorhydroxyquin" },
  // Anti-infectives
  { spellings: ["amoxycillin", "amoxicillin"], source: `${BAN_RINN} (amoxycillin→amoxicillin); USAN amoxicillin` },
  { spellings: ["flucloxacillin", "floxacillin"], source: "INN/BAN flucloxacillin; USAN floxacillin" },
  { spellings: ["cefalexin", "cephalexin"], source: `${BAN_RINN} (cephalexin→cefalexin); USAN cephalexin` },
  { spellings: ["cephradine", "cefradine"], source: `${BAN_RINN} (cephradine→cefradine); USAN cephradine` },
  { spellings: ["cefazolin", "cephazolin"], source: `${BAN_RINN} (cephazolin→cefazolin)` },
  { spellings: ["rifampicin", "rifampin"], source: "INN/BAN rifampicin; USAN rifampin" },
  { spellings: ["sulfamethoxazole", "sulphamethoxazole"], source: "BAN sulphamethoxazole; INN/USAN sulfamethoxazole" },
  { spellings: ["sulphacetamide", "sulfacetamide"], source: "BAN sulphacetamide; INN/USAN sulfacetamide" },
  { spellings: ["sulfasalazine", "sulphasalazine"], source: "BAN sulphasalazine; INN/USAN sulfasalazine" },
  { spellings: ["sulphadoxine", "sulfadoxine"], source: "BAN sulphadoxine; INN/USAN sulfadoxine" },
  {
    spellings: ["sulfadiazine", "sulphadiazine"],
    source: "BAN sulphadiazine; INN/USAN sulfadiazine (e.g. silver sulfadiazine)",
  },
  { spellings: ["nitrofurazone", "nitrofural"], source: "INN nitrofural; USAN nitrofurazone" },
  { spellings: ["chlorbutol", "chlorobutanol"], source: `${BAN_RINN} (chlorbutol→chlorobutanol)` },
  { spellings: ["methenamine", "hexamine"], source: `${BAN_RINN} (hexamine hippurate→methenamine hippurate)` },
  { spellings: ["acyclovir", "aciclovir"], source: "INN aciclovir; USAN acyclovir" },
  { spellings: ["valacyclovir", "valaciclovir"], source: "INN valaciclovir; USAN valacyclovir" },
  { spellings: ["ribavirin", "tribavirin"], source: `${BAN_RINN} (tribavirin→ribavirin)` },
  {
    spellings: ["arteether", "artemotil"],
    source: "INN artemotil (beta-arteether); arteether, the name on Indian products",
  },
  // Hormones, endocrine, gynaecology
  { spellings: ["glibenclamide", "glyburide"], source: "INN/BAN glibenclamide; USAN glyburide" },
  { spellings: ["methimazole", "thiamazole"], source: "INN thiamazole; USAN methimazole" },
  { spellings: ["thyroxine", "levothyroxine"], source: `${BAN_RINN} (thyroxine sodium→levothyroxine sodium)` },
  { spellings: ["estradiol", "oestradiol"], source: `${BAN_RINN} (oestradiol→estradiol); USAN estradiol` },
  { spellings: ["estriol", "oestriol"], source: `${BAN_RINN} (oestriol→estriol)` },
  { spellings: ["allylestrenol", "allyloestrenol"], source: `${BAN_RINN} (allyloestrenol→allylestrenol)` },
  { spellings: ["lynestrenol", "lynoestrenol"], source: `${BAN_RINN} (lynoestrenol→lynestrenol)` },
  { spellings: ["norethisterone", "norethindrone"], source: "INN/BAN norethisterone; USAN norethindrone" },
  { spellings: ["clomiphene", "clomifene"], source: `${BAN_RINN} (clomiphene→clomifene); USAN clomiphene` },
  {
    spellings: ["methylergometrine", "methylergonovine"],
    source: "BP/Ph. Eur. methylergometrine; USAN/USP methylergonovine",
  },
  { spellings: ["ergometrine", "ergonovine"], source: "INN/BAN ergometrine; USAN ergonovine" },
  { spellings: ["leuprolide", "leuprorelin"], source: "INN leuprorelin; USAN leuprolide" },
  {
    spellings: ["gonadotropin", "gonadotrophin"],
    source: `${BAN_RINN} (chorionic gonadotrophin→chorionic gonadotropin)`,
  },
  { spellings: ["menotrophin", "menotropins"], source: "BAN menotrophin; USAN menotropins" },
  { spellings: ["urofollitropin", "urofollitrophin"], source: `${BAN_RINN} (urofollitrophin→urofollitropin)` },
  { spellings: ["corticotropin", "corticotrophin"], source: `${BAN_RINN} (corticotrophin→corticotropin)` },
  // Corticosteroids and dermatology
  {
    spellings: ["beclometasone", "beclomethasone"],
    source: `${BAN_RINN} (beclomethasone→beclometasone); USAN beclomethasone`,
  },
  { spellings: ["flumetasone", "flumethasone"], source: `${BAN_RINN} (flumethasone→flumetasone); USAN flumethasone` },
  { spellings: ["desoximetasone", "desoxymethasone"], source: `${BAN_RINN} (desoxymethasone→desoximetasone)` },
  { spellings: ["halobetasol", "ulobetasol"], source: "INN ulobetasol; USAN halobetasol" },
  { spellings: ["calcipotriol", "calcipotriene"], source: "INN/BAN calcipotriol; USAN calcipotriene" },
  { spellings: ["dithranol", "anthralin"], source: "INN/BAN dithranol; USAN anthralin" },
  // Oncology and immunology
  {
    spellings: ["ciclosporin", "cyclosporine", "cyclosporin"],
    source: `${BAN_RINN} (cyclosporin→ciclosporin); USAN cyclosporine`,
  },
  {
    spellings: ["hydroxyurea", "hydroxycarbamide"],
    source: `${BAN_RINN} (hydroxyurea→hydroxycarbamide); USAN hydroxyurea`,
  },
  { spellings: ["leucovorin", "folinate"], source: "INN calcium folinate; USAN leucovorin calcium" },
  // Vitamins and excipient-like actives
  {
    spellings: ["colecalciferol", "cholecalciferol"],
    source: `${BAN_RINN} (cholecalciferol→colecalciferol); USP cholecalciferol`,
  },
  { spellings: ["riboflavin", "riboflavine"], source: `${BAN_RINN} (riboflavine→riboflavin)` },
  { spellings: ["nicotinamide", "niacinamide"], source: "INN/BAN nicotinamide; USAN/USP niacinamide" },
  { spellings: ["nicotinic", "niacin"], source: "INN nicotinic acid; USAN/USP niacin" },
  { spellings: ["methylcobalamin", "mecobalamin"], source: "INN mecobalamin = methylcobalamin" },
  { spellings: ["lipoic", "thioctic"], source: "INN thioctic acid; common name (alpha-)lipoic acid" },
  { spellings: ["rutoside", "rutin"], source: "INN rutoside; common name rutin" },
  {
    spellings: ["carboxymethylcellulose", "carmellose"],
    source: "INN/BP carmellose sodium; USP carboxymethylcellulose sodium",
  },
  {
    spellings: ["hydroxypropylmethylcellulose", "hypromellose"],
    source: "INN/Ph. Eur. hypromellose; former USP name hydroxypropyl methylcellulose",
  },
  {
    spellings: ["glycerin", "glycerol", "glycerine"],
    source: "Ph. Eur./BP glycerol; USP glycerin; glycerine, older spelling",
  },
  { spellings: ["glucose", "dextrose"], source: "BP/Ph. Eur. glucose; USP dextrose" },
  // Element and salt names (INN modified names vs USAN)
  { spellings: ["aluminium", "aluminum"], source: "INN/BAN aluminium; USAN aluminum (e.g. aluminium hydroxide)" },
  { spellings: ["sulphate", "sulfate"], source: "BAN sulphate vs INN/USAN sulfate (e.g. ferrous sulphate/sulfate)" },
  { spellings: ["mesylate", "mesilate"], source: `${SALT} (mesilate vs mesylate)` },
  { spellings: ["besilate", "besylate"], source: `${SALT} (besilate vs besylate)` },
  { spellings: ["tosilate", "tosylate"], source: `${SALT} (tosilate vs tosylate)` },
  { spellings: ["pamoate", "embonate"], source: `${SALT} (embonate vs pamoate)` },
  {
    spellings: ["tromethamine", "trometamol"],
    source: "INN trometamol; USAN tromethamine (e.g. ketorolac tromethamine)",
  },
];
