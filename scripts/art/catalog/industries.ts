// Industry pictures (page sections plus menu-only industries).
import type { Group } from './types.ts';
import { scenes, CARD } from './helpers.ts';

export const industries: Group = {
  name: 'industries',
  items: scenes('assets/images/industries', CARD, [
    ['banking', 'stage', 'bank', ['coins', 'shield', 'candles'], 'light', 'Bank building on a platform with coin, security and market badges'],
    ['life-sciences', 'split', 'flask', ['dna', 'pill', 'chart'], 'light', 'Laboratory flask beside DNA, medicine and research chart cards'],
    ['public-services', 'stage', 'capitol', ['people', 'document', 'shield'], 'warm', 'Government building on a platform with citizen, document and security badges'],
    ['professional-services', 'screen', 'briefcase', ['chart', 'handshake'], 'light', 'Consultants reviewing a briefcase and growth chart on a large screen'],
    ['engineering-construction-operations', 'horizon', 'crane', ['building', 'house', 'hardhat', 'gears'], 'light', 'Construction crane over a growing skyline with hard hat and engineering badges'],
    ['communication-media-info', 'orbit', 'tv', ['tower', 'chat', 'satellite', 'globe', 'megaphone'], 'dark', 'Screen at the centre of orbiting broadcast tower, satellite, chat and globe badges'],
    ['education', 'orbit', 'gradCap', ['book', 'lightbulb', 'devices', 'chat', 'star'], 'light', 'Graduation cap surrounded by book, idea, device and chat badges'],
    ['healthcare', 'stage', 'hospital', ['medCross', 'heart', 'dna'], 'light', 'Hospital on a platform with medical cross, heart and DNA badges', true],
    ['insurance', 'split', 'umbrella', ['house', 'shield', 'document'], 'warm', 'Protective umbrella beside home, shield and policy cards'],
    ['manufacturing', 'horizon', 'factory', ['factory', 'building', 'gears', 'chart'], 'light', 'Factory with smoke stacks among industrial buildings, with gear and output badges'],
    ['retail', 'stage', 'bag', ['cart', 'coins', 'star'], 'warm', 'Shopping bag on a platform with cart, payment and rating badges'],
    ['capital-markets', 'split', 'candles', ['coins', 'chart', 'globe'], 'dark', 'Candlestick market chart beside coin, trend and global market cards', true],
    ['consumer-goods-distribution', 'isogrid', 'boxes', ['truck', 'cart', 'chart'], 'light', 'Stacked boxes above an isometric distribution grid with truck, cart and sales badges'],
    ['energy-resources-utilities', 'horizon', 'turbine', ['turbine', 'solar', 'bolt', 'gauge'], 'light', 'Wind turbines and solar panels on hills with power and meter badges'],
    ['hi-tech', 'isogrid', 'chip', ['devices', 'cloud', 'satellite'], 'dark', 'Microchip above an isometric technology campus with device, cloud and satellite badges'],
    ['information-technology', 'stage', 'server', ['cloud', 'code', 'network'], 'light', 'Server rack on a platform with cloud, code and network badges'],
    ['oil-gas-energy', 'horizon', 'pumpjack', ['pumpjack', 'factory', 'drop', 'chart'], 'light', 'Oil pump jacks and a refinery on the horizon with oil drop and output badges', true],
    ['travel-logistics', 'orbit', 'globe', ['plane', 'ship', 'truck', 'mapPin', 'boxes'], 'light', 'Globe surrounded by plane, ship, truck, location and parcel badges'],
    ['consumer-electronics-packaged-goods', 'split', 'devices', ['boxes', 'cart', 'chart'], 'light', 'Laptop and phone beside packaged goods, cart and sales cards'],
    ['natural-resources', 'horizon', 'mountain', ['tree', 'tree', 'drop', 'leaf'], 'light', 'Mountain with a mining pick on the horizon with leaf, water and yield badges'],
  ]),
};
