// The plants Green Circle knows by name: common garden vegetables, herbs, fruit, flowers,
// shrubs and house plants. Facts written by us (common names, botanical name, family), no data
// set. A name's plural and case need no entry of their own (plant-names.ts folds them); other
// names list what else gardeners call the plant, irregular plurals and spellings among them.

export const PLANT_KINDS = ['vegetable', 'herb', 'fruit', 'flower', 'shrub', 'house plant'] as const;
export type PlantKind = (typeof PLANT_KINDS)[number];

/** [common name, botanical name, family, other names]. */
type Entry = readonly [string, string, string, (readonly string[])?];

const VEGETABLES: Entry[] = [
  [
    'Tomato',
    'Solanum lycopersicum',
    'Solanaceae',
    ['Cherry tomato', 'Plum tomato', 'Beefsteak tomato', 'Roma tomato', 'Love apple'],
  ],
  ['Potato', 'Solanum tuberosum', 'Solanaceae', ['Spud', 'New potato', 'Seed potato']],
  ['Sweet potato', 'Ipomoea batatas', 'Convolvulaceae', ['Kumara']],
  [
    'Pepper',
    'Capsicum annuum',
    'Solanaceae',
    ['Bell pepper', 'Sweet pepper', 'Capsicum', 'Chilli', 'Chili', 'Chile', 'Chilli pepper', 'Hot pepper', 'Jalapeño'],
  ],
  ['Eggplant', 'Solanum melongena', 'Solanaceae', ['Aubergine', 'Brinjal']],
  ['Tomatillo', 'Physalis philadelphica', 'Solanaceae'],
  ['Cucumber', 'Cucumis sativus', 'Cucurbitaceae', ['Gherkin']],
  ['Zucchini', 'Cucurbita pepo', 'Cucurbitaceae', ['Courgette', 'Summer squash', 'Marrow']],
  ['Pumpkin', 'Cucurbita maxima', 'Cucurbitaceae', ['Winter squash', 'Hubbard squash']],
  ['Butternut squash', 'Cucurbita moschata', 'Cucurbitaceae', ['Butternut']],
  ['Melon', 'Cucumis melo', 'Cucurbitaceae', ['Cantaloupe', 'Muskmelon', 'Honeydew']],
  ['Watermelon', 'Citrullus lanatus', 'Cucurbitaceae'],
  [
    'Lettuce',
    'Lactuca sativa',
    'Asteraceae',
    ['Romaine', 'Cos lettuce', 'Iceberg lettuce', 'Butterhead lettuce', 'Salad leaves'],
  ],
  ['Spinach', 'Spinacia oleracea', 'Amaranthaceae', ['Baby spinach']],
  [
    'Chard',
    'Beta vulgaris subsp. vulgaris (Cicla group)',
    'Amaranthaceae',
    ['Swiss chard', 'Silverbeet', 'Rainbow chard'],
  ],
  ['Beetroot', 'Beta vulgaris', 'Amaranthaceae', ['Beet']],
  ['Carrot', 'Daucus carota subsp. sativus', 'Apiaceae'],
  ['Parsnip', 'Pastinaca sativa', 'Apiaceae'],
  ['Celery', 'Apium graveolens', 'Apiaceae'],
  ['Celeriac', 'Apium graveolens var. rapaceum', 'Apiaceae', ['Celery root']],
  ['Fennel', 'Foeniculum vulgare', 'Apiaceae', ['Florence fennel', 'Finocchio']],
  ['Radish', 'Raphanus sativus', 'Brassicaceae', ['Daikon']],
  ['Turnip', 'Brassica rapa subsp. rapa', 'Brassicaceae'],
  ['Swede', 'Brassica napus (Napobrassica group)', 'Brassicaceae', ['Rutabaga']],
  ['Cabbage', 'Brassica oleracea (Capitata group)', 'Brassicaceae', ['Red cabbage', 'Savoy cabbage']],
  ['Kale', 'Brassica oleracea (Acephala group)', 'Brassicaceae', ['Borecole', 'Cavolo nero', 'Lacinato kale']],
  ['Collard greens', 'Brassica oleracea (Viridis group)', 'Brassicaceae', ['Collards', 'Collard']],
  ['Broccoli', 'Brassica oleracea (Italica group)', 'Brassicaceae', ['Calabrese', 'Sprouting broccoli']],
  ['Cauliflower', 'Brassica oleracea (Botrytis group)', 'Brassicaceae'],
  ['Brussels sprouts', 'Brassica oleracea (Gemmifera group)', 'Brassicaceae', ['Brussels sprout', 'Brussel sprouts']],
  ['Kohlrabi', 'Brassica oleracea (Gongylodes group)', 'Brassicaceae'],
  ['Bok choy', 'Brassica rapa subsp. chinensis', 'Brassicaceae', ['Pak choi', 'Pak choy', 'Bok choi']],
  ['Chinese cabbage', 'Brassica rapa subsp. pekinensis', 'Brassicaceae', ['Napa cabbage', 'Wombok']],
  ['Mizuna', 'Brassica rapa var. nipposinica', 'Brassicaceae'],
  ['Mustard greens', 'Brassica juncea', 'Brassicaceae', ['Mustard', 'Leaf mustard']],
  ['Arugula', 'Eruca vesicaria', 'Brassicaceae', ['Rocket', 'Roquette']],
  ['Watercress', 'Nasturtium officinale', 'Brassicaceae'],
  ['Cress', 'Lepidium sativum', 'Brassicaceae', ['Garden cress']],
  ['Horseradish', 'Armoracia rusticana', 'Brassicaceae'],
  ['Onion', 'Allium cepa', 'Amaryllidaceae', ['Red onion', 'Brown onion', 'Onion sets']],
  ['Shallot', 'Allium cepa (Aggregatum group)', 'Amaryllidaceae', ['Eschalot']],
  ['Spring onion', 'Allium fistulosum', 'Amaryllidaceae', ['Scallion', 'Green onion', 'Welsh onion', 'Bunching onion']],
  ['Garlic', 'Allium sativum', 'Amaryllidaceae'],
  ['Leek', 'Allium ampeloprasum', 'Amaryllidaceae'],
  ['Pea', 'Pisum sativum', 'Fabaceae', ['Garden pea', 'Snow pea', 'Sugar snap pea', 'Snap pea', 'Mangetout']],
  [
    'Green bean',
    'Phaseolus vulgaris',
    'Fabaceae',
    ['Bean', 'French bean', 'Bush bean', 'Pole bean', 'String bean', 'Snap bean', 'Dwarf bean', 'Haricot bean'],
  ],
  ['Runner bean', 'Phaseolus coccineus', 'Fabaceae', ['Scarlet runner bean']],
  ['Broad bean', 'Vicia faba', 'Fabaceae', ['Fava bean', 'Faba bean']],
  ['Soybean', 'Glycine max', 'Fabaceae', ['Edamame', 'Soya bean', 'Soy']],
  ['Chickpea', 'Cicer arietinum', 'Fabaceae', ['Garbanzo', 'Garbanzo bean']],
  ['Peanut', 'Arachis hypogaea', 'Fabaceae', ['Groundnut']],
  ['Sweet corn', 'Zea mays', 'Poaceae', ['Corn', 'Sweetcorn', 'Maize']],
  ['Asparagus', 'Asparagus officinalis', 'Asparagaceae'],
  ['Artichoke', 'Cynara cardunculus var. scolymus', 'Asteraceae', ['Globe artichoke']],
  ['Jerusalem artichoke', 'Helianthus tuberosus', 'Asteraceae', ['Sunchoke']],
  ['Endive', 'Cichorium endivia', 'Asteraceae', ['Escarole', 'Frisée']],
  ['Radicchio', 'Cichorium intybus', 'Asteraceae', ['Chicory']],
  ['Okra', 'Abelmoschus esculentus', 'Malvaceae', ["Lady's fingers", 'Gumbo']],
  ['Rhubarb', 'Rheum × hybridum', 'Polygonaceae'],
];

const HERBS: Entry[] = [
  ['Basil', 'Ocimum basilicum', 'Lamiaceae', ['Sweet basil', 'Genovese basil', 'Thai basil']],
  ['Mint', 'Mentha', 'Lamiaceae', ['Spearmint', 'Peppermint']],
  ['Rosemary', 'Salvia rosmarinus', 'Lamiaceae'],
  ['Thyme', 'Thymus vulgaris', 'Lamiaceae'],
  ['Sage', 'Salvia officinalis', 'Lamiaceae', ['Common sage']],
  ['Oregano', 'Origanum vulgare', 'Lamiaceae', ['Wild marjoram']],
  ['Marjoram', 'Origanum majorana', 'Lamiaceae', ['Sweet marjoram']],
  ['Lemon balm', 'Melissa officinalis', 'Lamiaceae', ['Balm']],
  ['Catnip', 'Nepeta cataria', 'Lamiaceae', ['Catmint']],
  ['Summer savory', 'Satureja hortensis', 'Lamiaceae', ['Savory']],
  ['Parsley', 'Petroselinum crispum', 'Apiaceae', ['Flat-leaf parsley', 'Curly parsley', 'Italian parsley']],
  ['Coriander', 'Coriandrum sativum', 'Apiaceae', ['Cilantro', 'Chinese parsley']],
  ['Dill', 'Anethum graveolens', 'Apiaceae'],
  ['Chervil', 'Anthriscus cerefolium', 'Apiaceae'],
  ['Lovage', 'Levisticum officinale', 'Apiaceae'],
  ['Chives', 'Allium schoenoprasum', 'Amaryllidaceae', ['Chive']],
  ['Garlic chives', 'Allium tuberosum', 'Amaryllidaceae', ['Chinese chives']],
  ['Tarragon', 'Artemisia dracunculus', 'Asteraceae', ['French tarragon']],
  ['Chamomile', 'Matricaria chamomilla', 'Asteraceae', ['Camomile', 'German chamomile']],
  ['Stevia', 'Stevia rebaudiana', 'Asteraceae'],
  ['Lemongrass', 'Cymbopogon citratus', 'Poaceae', ['Lemon grass']],
  ['Bay laurel', 'Laurus nobilis', 'Lauraceae', ['Bay', 'Bay tree', 'Sweet bay']],
  ['Sorrel', 'Rumex acetosa', 'Polygonaceae', ['Garden sorrel']],
  ['Borage', 'Borago officinalis', 'Boraginaceae', ['Starflower']],
  ['Comfrey', 'Symphytum officinale', 'Boraginaceae'],
  ['Ginger', 'Zingiber officinale', 'Zingiberaceae'],
  ['Turmeric', 'Curcuma longa', 'Zingiberaceae'],
];

const FRUIT: Entry[] = [
  ['Strawberry', 'Fragaria × ananassa', 'Rosaceae', ['Alpine strawberry']],
  ['Raspberry', 'Rubus idaeus', 'Rosaceae'],
  ['Blackberry', 'Rubus fruticosus', 'Rosaceae', ['Bramble']],
  ['Apple', 'Malus domestica', 'Rosaceae'],
  ['Pear', 'Pyrus communis', 'Rosaceae'],
  ['Quince', 'Cydonia oblonga', 'Rosaceae'],
  ['Plum', 'Prunus domestica', 'Rosaceae', ['Damson', 'Greengage']],
  ['Cherry', 'Prunus avium', 'Rosaceae', ['Sweet cherry', 'Sour cherry']],
  ['Peach', 'Prunus persica', 'Rosaceae', ['Nectarine']],
  ['Apricot', 'Prunus armeniaca', 'Rosaceae'],
  ['Blueberry', 'Vaccinium corymbosum', 'Ericaceae', ['Highbush blueberry']],
  ['Cranberry', 'Vaccinium macrocarpon', 'Ericaceae'],
  ['Gooseberry', 'Ribes uva-crispa', 'Grossulariaceae'],
  ['Blackcurrant', 'Ribes nigrum', 'Grossulariaceae', ['Black currant']],
  ['Redcurrant', 'Ribes rubrum', 'Grossulariaceae', ['Red currant', 'Whitecurrant', 'White currant']],
  ['Grape', 'Vitis vinifera', 'Vitaceae', ['Grapevine', 'Grape vine']],
  ['Fig', 'Ficus carica', 'Moraceae', ['Common fig']],
  ['Mulberry', 'Morus nigra', 'Moraceae', ['Black mulberry']],
  ['Lemon', 'Citrus × limon', 'Rutaceae', ['Meyer lemon']],
  ['Lime', 'Citrus × aurantiifolia', 'Rutaceae', ['Key lime']],
  ['Orange', 'Citrus × sinensis', 'Rutaceae', ['Sweet orange', 'Navel orange']],
  ['Mandarin', 'Citrus reticulata', 'Rutaceae', ['Tangerine', 'Clementine', 'Satsuma']],
  ['Grapefruit', 'Citrus × paradisi', 'Rutaceae'],
  ['Kiwifruit', 'Actinidia deliciosa', 'Actinidiaceae', ['Kiwi', 'Chinese gooseberry']],
  ['Passion fruit', 'Passiflora edulis', 'Passifloraceae', ['Passionfruit', 'Granadilla']],
  ['Avocado', 'Persea americana', 'Lauraceae'],
  ['Olive', 'Olea europaea', 'Oleaceae'],
  ['Pomegranate', 'Punica granatum', 'Lythraceae'],
  ['Feijoa', 'Acca sellowiana', 'Myrtaceae', ['Pineapple guava']],
  ['Guava', 'Psidium guajava', 'Myrtaceae'],
  ['Banana', 'Musa acuminata', 'Musaceae'],
  ['Mango', 'Mangifera indica', 'Anacardiaceae'],
  ['Pineapple', 'Ananas comosus', 'Bromeliaceae'],
  ['Papaya', 'Carica papaya', 'Caricaceae', ['Pawpaw']],
  ['Persimmon', 'Diospyros kaki', 'Ebenaceae', ['Kaki']],
  ['Elderberry', 'Sambucus nigra', 'Viburnaceae', ['Elder', 'Elderflower']],
  ['Cape gooseberry', 'Physalis peruviana', 'Solanaceae', ['Physalis', 'Goldenberry']],
];

const FLOWERS: Entry[] = [
  ['Rose', 'Rosa', 'Rosaceae', ['Climbing rose', 'Shrub rose', 'Rambling rose']],
  ['Sunflower', 'Helianthus annuus', 'Asteraceae'],
  ['Marigold', 'Tagetes', 'Asteraceae', ['French marigold', 'African marigold']],
  ['Calendula', 'Calendula officinalis', 'Asteraceae', ['Pot marigold']],
  ['Zinnia', 'Zinnia elegans', 'Asteraceae'],
  ['Cosmos', 'Cosmos bipinnatus', 'Asteraceae'],
  ['Dahlia', 'Dahlia', 'Asteraceae'],
  ['Chrysanthemum', 'Chrysanthemum × morifolium', 'Asteraceae', ['Mum']],
  ['Aster', 'Symphyotrichum', 'Asteraceae', ['Michaelmas daisy']],
  ['Shasta daisy', 'Leucanthemum × superbum', 'Asteraceae', ['Daisy']],
  ['Echinacea', 'Echinacea purpurea', 'Asteraceae', ['Coneflower', 'Purple coneflower']],
  ['Rudbeckia', 'Rudbeckia hirta', 'Asteraceae', ['Black-eyed Susan']],
  ['Cornflower', 'Centaurea cyanus', 'Asteraceae', ["Bachelor's button"]],
  ['Nasturtium', 'Tropaeolum majus', 'Tropaeolaceae'],
  ['Tulip', 'Tulipa', 'Liliaceae'],
  ['Lily', 'Lilium', 'Liliaceae'],
  ['Daffodil', 'Narcissus', 'Amaryllidaceae', ['Narcissus', 'Narcissi', 'Jonquil']],
  ['Crocus', 'Crocus', 'Iridaceae'],
  ['Iris', 'Iris', 'Iridaceae', ['Bearded iris']],
  ['Gladiolus', 'Gladiolus', 'Iridaceae', ['Gladioli']],
  ['Hyacinth', 'Hyacinthus orientalis', 'Asparagaceae'],
  ['Hosta', 'Hosta', 'Asparagaceae', ['Plantain lily']],
  ['Daylily', 'Hemerocallis', 'Asphodelaceae', ['Day lily']],
  ['Sweet pea', 'Lathyrus odoratus', 'Fabaceae'],
  ['Lupin', 'Lupinus', 'Fabaceae', ['Lupine']],
  ['Petunia', 'Petunia × atkinsiana', 'Solanaceae'],
  ['Geranium', 'Pelargonium', 'Geraniaceae', ['Pelargonium']],
  ['Pansy', 'Viola × wittrockiana', 'Violaceae', ['Viola']],
  ['Snapdragon', 'Antirrhinum majus', 'Plantaginaceae', ['Antirrhinum']],
  ['Foxglove', 'Digitalis purpurea', 'Plantaginaceae'],
  ['Hollyhock', 'Alcea rosea', 'Malvaceae'],
  ['Peony', 'Paeonia', 'Paeoniaceae'],
  ['Poppy', 'Papaver', 'Papaveraceae', ['Oriental poppy', 'Field poppy']],
  ['Delphinium', 'Delphinium', 'Ranunculaceae', ['Larkspur']],
  ['Sweet alyssum', 'Lobularia maritima', 'Brassicaceae', ['Alyssum']],
  ['Carnation', 'Dianthus caryophyllus', 'Caryophyllaceae', ['Dianthus', 'Pinks']],
  ['Begonia', 'Begonia', 'Begoniaceae'],
  ['Impatiens', 'Impatiens walleriana', 'Balsaminaceae', ['Busy Lizzie']],
  ['Fuchsia', 'Fuchsia', 'Onagraceae'],
];

const SHRUBS: Entry[] = [
  ['Lavender', 'Lavandula angustifolia', 'Lamiaceae', ['English lavender']],
  ['Hydrangea', 'Hydrangea macrophylla', 'Hydrangeaceae'],
  ['Camellia', 'Camellia japonica', 'Theaceae'],
  ['Rhododendron', 'Rhododendron', 'Ericaceae', ['Azalea']],
  ['Heather', 'Calluna vulgaris', 'Ericaceae', ['Ling']],
  ['Boxwood', 'Buxus sempervirens', 'Buxaceae', ['Box', 'Buxus']],
  ['Hibiscus', 'Hibiscus rosa-sinensis', 'Malvaceae', ['Rose of Sharon']],
  ['Lilac', 'Syringa vulgaris', 'Oleaceae'],
  ['Forsythia', 'Forsythia × intermedia', 'Oleaceae'],
  ['Jasmine', 'Jasminum officinale', 'Oleaceae', ['Common jasmine']],
  ['Buddleja', 'Buddleja davidii', 'Scrophulariaceae', ['Buddleia', 'Butterfly bush']],
  ['Gardenia', 'Gardenia jasminoides', 'Rubiaceae'],
  ['Bougainvillea', 'Bougainvillea', 'Nyctaginaceae'],
  ['Holly', 'Ilex aquifolium', 'Aquifoliaceae'],
  ['Magnolia', 'Magnolia', 'Magnoliaceae'],
  ['Wisteria', 'Wisteria sinensis', 'Fabaceae'],
  ['Honeysuckle', 'Lonicera periclymenum', 'Caprifoliaceae'],
  ['Clematis', 'Clematis', 'Ranunculaceae'],
  ['Viburnum', 'Viburnum', 'Viburnaceae'],
  ['Ivy', 'Hedera helix', 'Araliaceae', ['English ivy', 'Common ivy']],
];

const HOUSE_PLANTS: Entry[] = [
  ['Snake plant', 'Dracaena trifasciata', 'Asparagaceae', ['Sansevieria', "Mother-in-law's tongue"]],
  ['Spider plant', 'Chlorophytum comosum', 'Asparagaceae'],
  ['Monstera', 'Monstera deliciosa', 'Araceae', ['Swiss cheese plant']],
  ['Pothos', 'Epipremnum aureum', 'Araceae', ["Devil's ivy", 'Money plant']],
  ['Peace lily', 'Spathiphyllum wallisii', 'Araceae', ['Spathiphyllum']],
  ['ZZ plant', 'Zamioculcas zamiifolia', 'Araceae', ['Zamioculcas']],
  ['Philodendron', 'Philodendron', 'Araceae'],
  ['Fiddle-leaf fig', 'Ficus lyrata', 'Moraceae', ['Fiddle leaf fig']],
  ['Rubber plant', 'Ficus elastica', 'Moraceae', ['Rubber tree', 'Rubber fig']],
  ['Aloe vera', 'Aloe vera', 'Asphodelaceae', ['Aloe']],
  ['Jade plant', 'Crassula ovata', 'Crassulaceae', ['Jade', 'Money tree']],
  ['Moth orchid', 'Phalaenopsis', 'Orchidaceae', ['Orchid', 'Phalaenopsis']],
];

export interface PlantFacts {
  /** Address-friendly and stable: the common name in lower case, words joined by "-". */
  slug: string;
  name: string;
  otherNames: readonly string[];
  botanicalName: string;
  family: string;
  kind: PlantKind;
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const facts = (entries: Entry[], kind: PlantKind): PlantFacts[] =>
  entries.map(([name, botanicalName, family, otherNames = []]) => ({
    slug: slugOf(name),
    name,
    otherNames,
    botanicalName,
    family,
    kind,
  }));

/** Every plant, by kind then as written above. */
export const PLANTS: readonly PlantFacts[] = [
  ...facts(VEGETABLES, 'vegetable'),
  ...facts(HERBS, 'herb'),
  ...facts(FRUIT, 'fruit'),
  ...facts(FLOWERS, 'flower'),
  ...facts(SHRUBS, 'shrub'),
  ...facts(HOUSE_PLANTS, 'house plant'),
];
